import type { ClimateDevice, ClimateListItem } from './schemas/devices.ts';

/**
 * The item of the climate-only list (`/api/devices/particle`): the device with its readings nested. The
 * server answers with it and the web app's fake API builds its list items with it, so both stay alike.
 */
export function toClimateListItem(d: ClimateDevice): ClimateListItem {
  return {
    id: d.id,
    customName: d.customName,
    name: d.name,
    status: d.status,
    lastUpdated: d.lastUpdated,
    lastSeenAt: d.lastSeenAt,
    alertsEnabled: d.alertsEnabled,
    readings: {
      temperature: d.temperature,
      humidity: d.humidity,
      co2: d.co2,
      vpd: d.vpd,
      light: d.light,
      lightStatus: d.lightStatus,
    },
  };
}
