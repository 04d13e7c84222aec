import type { AlertDeviceType, DeviceThresholdMetric } from './alerts.ts';
import type { Language } from './languages.ts';

/** The words of the names Canopy gives the rules it makes (`rule-names.ts`), in each language. */
export interface RuleNameWords {
  deviceThresholds: Record<DeviceThresholdMetric, string>;
  stale: Record<AlertDeviceType, string>;
  leak: string;
  /** `{{device}}`: the device as the devices page names it. */
  power: string;
}

/** One table for the server's messages and the web app's catalogs, so both word a name alike. */
export const RULE_NAME_WORDS = {
  en: {
    deviceThresholds: {
      temperature: 'Temperature outside the device thresholds',
      humidity: 'Humidity outside the device thresholds',
      co2: 'CO2 outside the device thresholds',
    },
    stale: {
      climate: 'No data from a climate device for {{minutes}} min',
      soil: 'No data from a soil device for {{minutes}} min',
      water: 'No data from a water device for {{minutes}} min',
    },
    leak: 'Water leak',
    power: 'Power failure: {{device}}',
  },
  es: {
    deviceThresholds: {
      temperature: 'Temperatura fuera de los umbrales del dispositivo',
      humidity: 'Humedad fuera de los umbrales del dispositivo',
      co2: 'CO2 fuera de los umbrales del dispositivo',
    },
    stale: {
      climate: 'Sin datos de un dispositivo de clima durante {{minutes}} min',
      soil: 'Sin datos de un sensor de suelo durante {{minutes}} min',
      water: 'Sin datos de un medidor de agua durante {{minutes}} min',
    },
    leak: 'Fuga de agua',
    power: 'Corte de corriente: {{device}}',
  },
  he: {
    deviceThresholds: {
      temperature: 'טמפרטורה מחוץ לספים של המכשיר',
      humidity: 'לחות מחוץ לספים של המכשיר',
      co2: 'CO2 מחוץ לספים של המכשיר',
    },
    stale: {
      climate: 'אין נתונים ממכשיר אקלים כבר {{minutes}} דק׳',
      soil: 'אין נתונים מחיישן קרקע כבר {{minutes}} דק׳',
      water: 'אין נתונים ממד מים כבר {{minutes}} דק׳',
    },
    leak: 'דליפת מים',
    power: 'הפסקת חשמל: {{device}}',
  },
  ru: {
    deviceThresholds: {
      temperature: 'Температура вне порогов устройства',
      humidity: 'Влажность вне порогов устройства',
      co2: 'CO2 вне порогов устройства',
    },
    stale: {
      climate: 'Нет данных от климатического устройства {{minutes}} мин',
      soil: 'Нет данных от датчика почвы {{minutes}} мин',
      water: 'Нет данных от счётчика воды {{minutes}} мин',
    },
    leak: 'Протечка воды',
    power: 'Отключение питания: {{device}}',
  },
  uk: {
    deviceThresholds: {
      temperature: 'Температура поза порогами пристрою',
      humidity: 'Вологість поза порогами пристрою',
      co2: 'CO2 поза порогами пристрою',
    },
    stale: {
      climate: 'Немає даних від кліматичного пристрою {{minutes}} хв',
      soil: 'Немає даних від датчика ґрунту {{minutes}} хв',
      water: 'Немає даних від лічильника води {{minutes}} хв',
    },
    leak: 'Протікання води',
    power: 'Відключення живлення: {{device}}',
  },
} as const satisfies Record<Language, RuleNameWords>;
