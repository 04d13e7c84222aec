import type { DeviceKind } from '@canopy/shared/device-contract';

/**
 * One Home Assistant entity per value a device reports. `key` names the value in the device's state JSON
 * and ends the entity's discovery topic. Device classes, units and state classes are the pairs Home
 * Assistant accepts (its sensor's DEVICE_CLASS_UNITS and DEVICE_CLASS_STATE_CLASSES): pH has no unit there,
 * water totals are `total_increasing` (a meter's count, not a measurement), and N, P and K have no class.
 */
export type HaEntity =
  | {
      component: 'sensor';
      key: string;
      name: string;
      deviceClass?: string;
      unit?: string;
      stateClass: 'measurement' | 'total_increasing';
      /** Decimals Home Assistant shows, as the web app does. */
      precision: number;
    }
  | { component: 'binary_sensor'; key: string; name: string; deviceClass: string };

const measurement = (
  key: string,
  name: string,
  unit: string | undefined,
  deviceClass: string | undefined,
  precision: number,
): HaEntity => ({ component: 'sensor', key, name, unit, deviceClass, stateClass: 'measurement', precision });

export const HA_ENTITIES: Record<DeviceKind, readonly HaEntity[]> = {
  climate: [
    measurement('temperature', 'Temperature', '°C', 'temperature', 1),
    measurement('humidity', 'Humidity', '%', 'humidity', 1),
    measurement('co2', 'CO2', 'ppm', 'carbon_dioxide', 0),
    // Vapour-pressure deficit is a pressure difference in kPa.
    measurement('vpd', 'VPD', 'kPa', 'pressure', 2),
    { component: 'binary_sensor', key: 'light', name: 'Lights', deviceClass: 'light' },
  ],
  soil: [
    measurement('moisture_pct', 'Moisture', '%', 'moisture', 1),
    measurement('temp_c', 'Root-zone temperature', '°C', 'temperature', 1),
    measurement('ec_mscm', 'EC', 'mS/cm', 'conductivity', 2),
    measurement('ph', 'pH', undefined, 'ph', 1),
    measurement('n_mgkg', 'Nitrogen', 'mg/kg', undefined, 0),
    measurement('p_mgkg', 'Phosphorus', 'mg/kg', undefined, 0),
    measurement('k_mgkg', 'Potassium', 'mg/kg', undefined, 0),
  ],
  water: [
    measurement('in_rate_lpm', 'Inflow rate', 'L/min', 'volume_flow_rate', 2),
    measurement('out_rate_lpm', 'Outflow rate', 'L/min', 'volume_flow_rate', 2),
    {
      component: 'sensor',
      key: 'in_total_l',
      name: 'Inflow total',
      unit: 'L',
      deviceClass: 'water',
      stateClass: 'total_increasing',
      precision: 1,
    },
    {
      component: 'sensor',
      key: 'out_total_l',
      name: 'Outflow total',
      unit: 'L',
      deviceClass: 'water',
      stateClass: 'total_increasing',
      precision: 1,
    },
    // Home Assistant's leak sensors are moisture binary sensors: on means wet.
    { component: 'binary_sensor', key: 'leak', name: 'Leak', deviceClass: 'moisture' },
  ],
};
