/**
 * Uplinks as the two network servers post them (domain notes §6), for tests and examples: the
 * domain's own tests and the server's ingestion tests share them. `change` overrides top-level
 * fields.
 */

/**
 * A ChirpStack v4 `?event=up` body as the HTTP integration posts it (two gateways, no codec);
 * payload 01 04D2 0E10 00D7 13:
 * 1234 mm, 3600 mV, 21.5 °C, firmware 1.3.
 */
export function chirpstackUplinkExample(devEui: string, change: Record<string, unknown> = {}) {
  return {
    deduplicationId: '3ac7e3c4-4401-4b8d-9386-a5c902f9202d',
    time: '2026-03-10T06:15:42.775023242+00:00',
    deviceInfo: {
      tenantId: '52f14cd4-c6f1-4fbd-8f87-4025e1d49242',
      tenantName: 'Barnboard',
      applicationId: '17c82e96-be03-4f38-aef3-f83d48582d97',
      applicationName: 'Silos',
      deviceProfileId: '14855bf7-d10d-4aee-b618-ebfcb64dc7ad',
      deviceProfileName: 'L-Track EU868',
      deviceName: 'Silo 3',
      devEui,
      deviceClassEnabled: 'CLASS_A',
      tags: { site: 'la-grange' },
    },
    devAddr: '00189440',
    adr: true,
    dr: 5,
    fCnt: 1834,
    fPort: 1,
    confirmed: false,
    data: 'AQTSDhAA1xM=',
    rxInfo: [
      {
        gatewayId: '0016c001f153a14c',
        uplinkId: 4217106255,
        nsTime: '2026-03-10T06:15:42.763Z',
        rssi: -112,
        snr: -4.5,
        channel: 2,
        location: { latitude: 48.11, longitude: -1.68 },
        context: 'E3OWOQ==',
        metadata: { region_config_id: 'eu868', region_common_name: 'EU868' },
        crcStatus: 'CRC_OK',
      },
      {
        gatewayId: '0016c001f153a15d',
        uplinkId: 1204431921,
        rssi: -87,
        snr: 7.25,
        channel: 2,
        context: 'DqkrJQ==',
        crcStatus: 'CRC_OK',
      },
    ],
    txInfo: {
      frequency: 868500000,
      modulation: { lora: { bandwidth: 125000, spreadingFactor: 7, codeRate: 'CR_4_5' } },
    },
    regionConfigId: 'eu868',
    ...change,
  };
}

/**
 * A The Things Stack v3 webhook uplink with the L-Track codec as payload formatter:
 * 670 mm, 3500 mV, 9 °C, firmware 1.3.
 */
export function ttnUplinkExample(devEui: string, change: Record<string, unknown> = {}) {
  return {
    end_device_ids: {
      device_id: 'silo-3',
      application_ids: { application_id: 'barnboard-silos' },
      dev_eui: devEui.toUpperCase(),
      join_eui: '0000000000000001',
      dev_addr: '260BABCD',
    },
    correlation_ids: [
      'gs:uplink:01JNX6YGQ7AS3VTM5W5W36YV1F',
      'as:up:01JNX6YGQ7E0V83YRZ7K4S5J4Z',
      'ns:uplink:01JNX6YGQ7J64K6FEW5F0WE7TQ',
      'rpc:/ttn.lorawan.v3.GsNs/HandleUplink:01JNX6YGQ7KK3TJYG5C4XZP8JK',
    ],
    received_at: '2026-03-10T06:15:43.912345678Z',
    uplink_message: {
      session_key_id: 'AWNbm/4zfqx0jZ5q1NlBmw==',
      f_port: 1,
      f_cnt: 412,
      frm_payload: 'AQKeDawAWhM=',
      decoded_payload: { distance_mm: 670, battery_mv: 3500, temperature_c: 9, firmware: '1.3' },
      rx_metadata: [
        {
          gateway_ids: { gateway_id: 'eui-aa555a0000000101', eui: 'AA555A0000000101' },
          time: '2026-03-10T06:15:43.392Z',
          timestamp: 3895211423,
          rssi: -96,
          channel_rssi: -96,
          snr: 6.5,
          uplink_token: 'CiIKIAoUZXVpLWFhNTU1YTAwMDAwMDAxMDESCKpVWgAAAAEBEJ+',
          received_at: '2026-03-10T06:15:43.401Z',
        },
        {
          gateway_ids: { gateway_id: 'eui-aa555a0000000102', eui: 'AA555A0000000102' },
          rssi: -96,
          channel_rssi: -96,
          snr: 9.25,
        },
        {
          gateway_ids: { gateway_id: 'packetbroker' },
          packet_broker: { forwarder_net_id: '000013', forwarder_tenant_id: 'ttn' },
          rssi: -118,
          channel_rssi: -118,
          snr: -11,
        },
      ],
      settings: {
        data_rate: { lora: { bandwidth: 125000, spreading_factor: 9, coding_rate: '4/5' } },
        frequency: '868100000',
        timestamp: 3895211423,
      },
      received_at: '2026-03-10T06:15:43.407123456Z',
      consumed_airtime: '0.164864s',
      network_ids: { net_id: '000013', tenant_id: 'ttn', cluster_id: 'eu1' },
    },
    ...change,
  };
}
