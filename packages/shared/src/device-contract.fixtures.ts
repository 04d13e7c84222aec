/**
 * Wire examples of the device contract (docs/device-contract.md). The simulator's tests check it produces
 * these shapes; the server's parser tests read them, including the older shapes real units still send.
 */
export const CLIMATE_EVENT = {
  name: 'canopy/climate',
  data:
    '{"temperature":24.6,"humidity":58.2,"co2":812,"vpd":1.28,"vpdType":"air","light":"Daylight",' +
    '"lightStatus":1,"dayStatus":"day","preset":"veg","relays":{"rA":1,"rD":0,"rC":1,"rL":1,"rb":13},' +
    '"thresholds":{"day":{"temperature":[22,27],"humidity":[50,65],"co2":[800,1200]},' +
    '"night":{"temperature":[18,22],"humidity":[45,60],"co2":[400,600]}},' +
    '"sockets":{"temperature":1,"humidity":2,"co2":3},' +
    '"socketStates":{"1":"auto","2":"auto","3":"auto","4":"auto"}}',
} as const;

/** An older controller: flat threshold keys, "min,max" strings, `temp` and `dayNight` aliases. */
export const CLIMATE_EVENT_LEGACY = {
  name: 'canopy/climate',
  data:
    '{"temp":"21.5","humidity":"61","co2":"640","vpd":"0.99","lightStatus":"night","dayNight":"night",' +
    '"tempDay":"22.0,27.0","humDay":"50,65","co2Day":"800,1200","tempNight":[18,22],"humNight":"45,60","co2Night":600}',
} as const;

export const SOIL_EVENT = {
  name: 'canopy/soil',
  data: '{"moisture_pct":41.25,"temp_c":22.1,"ec_mscm":1.432,"ph":6.28,"n_mgkg":115,"p_mgkg":43,"k_mgkg":158,"in_medium":true}',
} as const;

export const WATER_EVENT = {
  name: 'canopy/water',
  data: '{"in":{"rate_lpm":5.12,"total_l":1234.56},"out":{"rate_lpm":1.02,"total_l":240.1},"fw":"1.4.2"}',
} as const;

/** Older water firmware: flat rate keys in their older spellings (`inRate`, `outRateLpm`). */
export const WATER_EVENT_LEGACY = {
  name: 'canopy/water',
  data: '{"inRate":5.12,"inTotal":1234.56,"outRateLpm":1.02,"outTotal":240.1,"fw":"1.3.0"}',
} as const;

export const CLIMATE_CONFIG_EVENT = { name: 'canopy/config', data: '{"dMin":5,"sMin":1}' } as const;
export const WATER_CONFIG_EVENT = {
  name: 'canopy/config',
  data: '{"intervals":{"display_min":1,"server_min":1},"in":{"ppl":450},"out":{"ppl":450}}',
} as const;

export const POWER_LOST_EVENT = { name: 'canopy/power', data: '{"state":"lost"}' } as const;
export const POWER_RESTORED_EVENT = { name: 'canopy/power', data: '{"state":"restored"}' } as const;

export const READINGS_LINES = [
  {
    line: 'CO2: 812 ppm, Temp: 24.6 C, Hum: 58.2 %, VPD: 1.28 kPa (veg), Light: Daylight',
    parsed: { co2: 812, temperature: 24.6, humidity: 58.2, vpd: 1.28, phase: 'veg', light: 'Daylight' },
  },
  {
    line: 'CO2=455ppm Temp=19.0°C Hum=47% VPD=1.16kPa (flower) Light=Nighttime',
    parsed: { co2: 455, temperature: 19, humidity: 47, vpd: 1.16, phase: 'flower', light: 'Nighttime' },
  },
  {
    line: 'CO2: 600 ppm, Temp: 22.0 C',
    parsed: { co2: 600, temperature: 22, humidity: null, vpd: null, phase: null, light: null },
  },
] as const;

/** One frame of the cloud's event stream, as written on the wire. */
export const SSE_FRAME =
  'event: canopy/soil\ndata: {"data":"{\\"moisture_pct\\":41.25}","ttl":60,"published_at":"2026-03-01T08:00:00.000Z","coreid":"0123456789abcdef01234567"}\n\n';
