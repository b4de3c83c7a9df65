export { isDevEui, normalizeDevEui } from './dev-eui.js';
export { decodeBase64, encodeBase64 } from './base64.js';
export {
  LTRACK_FPORT,
  LTRACK_PAYLOAD_LENGTH,
  LTRACK_PAYLOAD_VERSION,
  decodeLtrackPayload,
  encodeLtrackPayload,
  type LtrackDecodeResult,
  type LtrackReading,
} from './ltrack-payload.js';
export { ltrackDecodedSchema, type LtrackDecoded } from './ltrack-decoded.js';
export type {
  ReceivedBy,
  SensorReading,
  SensorUplink,
  UplinkFailure,
  UplinkResult,
} from './sensor-uplink.js';
export {
  chirpstackUplinkSchema,
  normalizeChirpstackUplink,
  type ChirpstackUplink,
} from './chirpstack-uplink.js';
export { normalizeTtnUplink, ttnUplinkSchema, type TtnUplink } from './ttn-uplink.js';
export {
  NATIVE_BATCH_MAX,
  nativeBatchSchema,
  nativeReadingSchema,
  normalizeNativeBatch,
  normalizeNativeReading,
  type NativeBatch,
  type NativeReading,
  type NativeReadingInput,
} from './native-reading.js';
export { chirpstackUplinkExample, ttnUplinkExample } from './uplink-examples.js';
