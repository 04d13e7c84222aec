import type { DeviceKind } from '@canopy/shared/device-contract';
import { HA_ENTITIES, type HaEntity } from './ha-entities.ts';

/** The topics Canopy publishes under: `<prefix>/<deviceId>/state`, `.../availability`, `<prefix>/status`. */
export interface MqttTopics {
  prefix: string;
  discoveryPrefix: string;
}

export const stateTopic = (topics: MqttTopics, deviceId: string) => `${topics.prefix}/${deviceId}/state`;
export const availabilityTopic = (topics: MqttTopics, deviceId: string) =>
  `${topics.prefix}/${deviceId}/availability`;
/** Canopy's own availability: `online` while it publishes, `offline` (the last will) when it stops. */
export const bridgeStatusTopic = (topics: MqttTopics) => `${topics.prefix}/status`;

export interface DiscoveryMessage {
  topic: string;
  config: Record<string, unknown>;
}

/** `None` is what Home Assistant's MQTT entities read as "unknown" (a value not reported yet). */
function valueTemplate(entity: HaEntity): string {
  const value = `value_json.${entity.key}`;
  if (entity.component === 'sensor') return `{{ ${value} }}`;
  return `{% if ${value} is none %}None{% elif ${value} %}ON{% else %}OFF{% endif %}`;
}

/**
 * Home Assistant MQTT discovery configs, one per value of the device's kind, at
 * `<discoveryPrefix>/<component>/canopy_<deviceId>_<key>/config`. An entity is available only while both
 * Canopy (its status topic, which the broker sets `offline` as Canopy's last will) and the device are
 * online, so a Canopy that dies never leaves stale values shown as current.
 */
export function discoveryMessages(
  topics: MqttTopics,
  device: { id: string; name: string; kind: DeviceKind; firmware: string | null },
): DiscoveryMessage[] {
  return HA_ENTITIES[device.kind].map((entity) => {
    const objectId = `canopy_${device.id}_${entity.key}`;
    const config: Record<string, unknown> = {
      unique_id: objectId,
      name: entity.name,
      state_topic: stateTopic(topics, device.id),
      value_template: valueTemplate(entity),
      availability: [{ topic: bridgeStatusTopic(topics) }, { topic: availabilityTopic(topics, device.id) }],
      availability_mode: 'all',
      device_class: entity.deviceClass,
      ...(entity.component === 'sensor' && {
        unit_of_measurement: entity.unit,
        state_class: entity.stateClass,
        suggested_display_precision: entity.precision,
      }),
      device: {
        identifiers: [`canopy_${device.id}`],
        name: device.name,
        manufacturer: 'Canopy',
        model: device.kind,
        ...(device.firmware && { sw_version: device.firmware }),
      },
      origin: { name: 'Canopy' },
    };
    // An undefined class or unit is left out of the JSON: Home Assistant's schema refuses a null one.
    return { topic: `${topics.discoveryPrefix}/${entity.component}/${objectId}/config`, config };
  });
}
