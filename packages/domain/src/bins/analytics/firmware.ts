/**
 * Oldest L-Track firmware the ingest can decode. Older modules send a payload layout the decoder no
 * longer reads; raise this with the decoder, never past a version still in the field unannounced.
 */
export const MIN_FIRMWARE = { major: 2, minor: 0 } as const;

/** `major.minor` of a firmware text such as '2.1', 'v2.1.7' or '2.1-rc1'; null when unreadable. */
export function firmwareVersion(firmware: string): { major: number; minor: number } | null {
  const match = /^\s*v?(\d+)\.(\d+)/i.exec(firmware);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

/** At least MIN_FIRMWARE. An unreadable version is not: its payload cannot be trusted. */
export function isSupportedFirmware(firmware: string): boolean {
  const version = firmwareVersion(firmware);
  if (!version) return false;
  return (
    version.major > MIN_FIRMWARE.major ||
    (version.major === MIN_FIRMWARE.major && version.minor >= MIN_FIRMWARE.minor)
  );
}
