/**
 * What Home Assistant's MQTT discovery accepts for sensors and binary sensors, written down from its
 * documentation (sensor and binary sensor device classes, the units and state classes each numeric sensor
 * class allows) to check our discovery configs against. Units of classes Canopy does not use are left out:
 * a config naming such a class is reported, to be added here from Home Assistant's tables first.
 */
const SENSOR_CLASS_UNITS: Record<string, readonly (string | null)[]> = {
  temperature: ['°C', '°F', 'K'],
  humidity: ['%'],
  carbon_dioxide: ['ppm'],
  carbon_monoxide: ['ppm'],
  pressure: ['Pa', 'hPa', 'kPa', 'bar', 'cbar', 'mbar', 'mmHg', 'inHg', 'psi'],
  atmospheric_pressure: ['Pa', 'hPa', 'kPa', 'bar', 'cbar', 'mbar', 'mmHg', 'inHg', 'psi'],
  moisture: ['%'],
  conductivity: ['S/cm', 'mS/cm', 'µS/cm'],
  ph: [null],
  volume_flow_rate: ['m³/h', 'm³/s', 'ft³/min', 'L/h', 'L/min', 'L/s', 'gal/min', 'mL/s'],
  water: ['L', 'm³', 'ft³', 'CCF', 'gal'],
  volume: ['L', 'mL', 'm³', 'ft³', 'CCF', 'fl. oz.', 'gal'],
  illuminance: ['lx'],
  battery: ['%'],
};

const SENSOR_CLASS_STATE_CLASSES: Record<string, readonly string[]> = {
  temperature: ['measurement'],
  humidity: ['measurement'],
  carbon_dioxide: ['measurement'],
  carbon_monoxide: ['measurement'],
  pressure: ['measurement'],
  atmospheric_pressure: ['measurement'],
  moisture: ['measurement'],
  conductivity: ['measurement'],
  ph: ['measurement'],
  volume_flow_rate: ['measurement'],
  water: ['total', 'total_increasing'],
  volume: ['total', 'total_increasing'],
  illuminance: ['measurement'],
  battery: ['measurement'],
};

/** Every sensor device class Home Assistant knows (a name outside it fails the whole config). */
export const SENSOR_DEVICE_CLASSES: ReadonlySet<string> = new Set([
  'date', 'enum', 'timestamp', 'apparent_power', 'aqi', 'area', 'atmospheric_pressure', 'battery',
  'blood_glucose_concentration', 'carbon_monoxide', 'carbon_dioxide', 'conductivity', 'current',
  'data_rate', 'data_size', 'distance', 'duration', 'energy', 'energy_distance', 'energy_storage',
  'frequency', 'gas', 'humidity', 'illuminance', 'irradiance', 'moisture', 'monetary', 'nitrogen_dioxide',
  'nitrogen_monoxide', 'nitrous_oxide', 'ozone', 'ph', 'pm1', 'pm10', 'pm25', 'power_factor', 'power',
  'precipitation', 'precipitation_intensity', 'pressure', 'reactive_power', 'signal_strength',
  'sound_pressure', 'speed', 'sulphur_dioxide', 'temperature', 'volatile_organic_compounds',
  'volatile_organic_compounds_parts', 'voltage', 'volume', 'volume_storage', 'volume_flow_rate', 'water',
  'weight', 'wind_direction', 'wind_speed',
]); // prettier-ignore

export const BINARY_SENSOR_DEVICE_CLASSES: ReadonlySet<string> = new Set([
  'battery', 'battery_charging', 'carbon_monoxide', 'cold', 'connectivity', 'door', 'garage_door', 'gas',
  'heat', 'light', 'lock', 'moisture', 'motion', 'moving', 'occupancy', 'opening', 'plug', 'power',
  'presence', 'problem', 'running', 'safety', 'smoke', 'sound', 'tamper', 'update', 'vibration', 'window',
]); // prettier-ignore

const STATE_CLASSES = new Set(['measurement', 'total', 'total_increasing']);
const DISCOVERY_TOPIC = /^[^/]+\/(sensor|binary_sensor)\/[A-Za-z0-9_-]+\/config$/;

/** Why Home Assistant would refuse or misread this discovery config; empty when it is fine. */
export function discoveryProblems(topic: string, config: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const component = DISCOVERY_TOPIC.exec(topic)?.[1];
  if (!component) return [`${topic}: not <prefix>/<sensor|binary_sensor>/<object id>/config`];
  const need = (key: string) => {
    if (typeof config[key] !== 'string' || config[key] === '') problems.push(`${key} missing`);
  };
  need('state_topic');
  need('unique_id');
  need('name');
  need('value_template');

  if ('availability_topic' in config && 'availability' in config)
    problems.push('availability_topic and availability together');
  const availability = config.availability;
  if (availability !== undefined) {
    const list = Array.isArray(availability) ? (availability as { topic?: unknown }[]) : [];
    if (list.length === 0 || list.some((entry) => typeof entry.topic !== 'string'))
      problems.push('availability must be a list of {topic}');
    if (!['all', 'any', 'latest', undefined].includes(config.availability_mode as string))
      problems.push(`availability_mode ${String(config.availability_mode)}`);
  } else if (typeof config.availability_topic !== 'string') {
    problems.push('no availability topic');
  }

  const device = config.device as { identifiers?: unknown; name?: unknown } | undefined;
  if (!device || !Array.isArray(device.identifiers) || device.identifiers.length === 0)
    problems.push('device.identifiers missing');

  const deviceClass = config.device_class as string | undefined;
  const unit = (config.unit_of_measurement as string | undefined) ?? null;
  const stateClass = config.state_class as string | undefined;
  if (component === 'binary_sensor') {
    if (deviceClass !== undefined && !BINARY_SENSOR_DEVICE_CLASSES.has(deviceClass))
      problems.push(`binary sensor device_class ${deviceClass}`);
    if ('unit_of_measurement' in config || 'state_class' in config)
      problems.push('a binary sensor has no unit or state class');
    return problems;
  }
  if (stateClass !== undefined && !STATE_CLASSES.has(stateClass)) problems.push(`state_class ${stateClass}`);
  if (deviceClass === undefined) return problems;
  if (!SENSOR_DEVICE_CLASSES.has(deviceClass)) return [...problems, `sensor device_class ${deviceClass}`];
  const units = SENSOR_CLASS_UNITS[deviceClass];
  if (!units) return [...problems, `no unit table here for ${deviceClass}`];
  if (!units.includes(unit)) problems.push(`unit ${String(unit)} is not one of ${deviceClass}'s`);
  if (stateClass !== undefined && !SENSOR_CLASS_STATE_CLASSES[deviceClass]?.includes(stateClass))
    problems.push(`state_class ${stateClass} is not allowed for ${deviceClass}`);
  return problems;
}
