import type { AlertSeverity } from '@canopy/shared/alerts';
import type { GrowingStage } from '@canopy/shared/crop';
import type { DeviceFunction } from '@canopy/shared/device-commands';
import type { Language } from '@canopy/shared/languages';
import type { Role } from '@canopy/shared/roles';
import type { AutomationAction, AutomationMetric } from '@canopy/shared/schemas/automations';
import type { RunOutcomeCode } from './automation-run.types.ts';

/** A count's word by its plural category (`Intl.PluralRules`); `other` when a category is missing. */
type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The words of automations in the five languages: an automation's sentence (`summary`), one action alone
 * (the preview's), and a run's trigger and outcome. `{{name}}` slots are filled by automation-summary.ts;
 * the server keeps its own words, as notifications and protection do, so it never imports the web bundle.
 */
export interface AutomationTexts {
  /** `{{trigger}}`, `{{conditions}}` (empty, or `conditionsLead` filled), `{{actions}}`. */
  sentence: string;
  conditionsLead: string;
  minutes: Plural;
  ops: Readonly<Record<'above' | 'below', string>>;
  units: Readonly<Record<AutomationMetric, string>>;
  metrics: Readonly<Record<AutomationMetric, string>>;
  stages: Readonly<Record<GrowingStage, string>>;
  severities: Readonly<Record<AlertSeverity, string>>;
  roles: Readonly<Record<Role, string>>;
  everyDay: string;
  triggers: {
    /** `{{subject}}` is `{{op}} {{value}}`; `metricFor` adds `{{minutes}}`. */
    metric: string;
    metricFor: string;
    /**
     * `{{blocks}}`, each `block` of `{{days}}` (`everyDay` or short weekdays), `{{from}}`, `{{to}}`: it
     * fires at `from`. Its first letter is made a capital: `everyDay` and weekdays may start lower case.
     */
    time: string;
    block: string;
    lights: Readonly<Record<'on' | 'off', string>>;
    /** `{{minutes}}` after the edge. */
    lightsAfter: Readonly<Record<'on' | 'off', string>>;
    stage: string;
    stageDay: string;
    alert: string;
  };
  conditions: {
    time: string;
    phase: Readonly<Record<'day' | 'night', string>>;
    online: string;
    stage: string;
  };
  /** A device function with `{{device}}` and `{{arg}}`; toggleSocket has its own, by state. */
  functions: Readonly<Record<Exclude<DeviceFunction, 'toggleSocket'>, string>>;
  socket: Readonly<Record<'on' | 'off' | 'auto', string>>;
  actions: {
    profile: string;
    notify: string;
    task: string;
    webhook: string;
  };
  /** A run's trigger facts. */
  facts: {
    metric: string;
    metricAt: string;
    time: string;
    lights: Readonly<Record<'on' | 'off', string>>;
    stage: string;
    stageDay: string;
    alert: string;
  };
  outcomes: Readonly<Record<RunOutcomeCode, string>>;
  actionTypes: Readonly<Record<AutomationAction['type'], string>>;
  actionOk: string;
  actionFailed: string;
}

export const AUTOMATION_TEXTS: Readonly<Record<Language, AutomationTexts>> = {
  en: {
    sentence: '{{trigger}}{{conditions}}, {{actions}}',
    conditionsLead: ', if {{list}}',
    minutes: { one: '{{count}} minute', other: '{{count}} minutes' },
    ops: { above: 'above', below: 'below' },
    units: {
      temperature: '°C',
      humidity: '% RH',
      co2: 'ppm CO₂',
      vpd: 'kPa VPD',
      moisture_pct: '% moisture',
      ec_mscm: 'mS/cm EC',
      temp_c: '°C',
      ph: 'pH',
    },
    metrics: {
      temperature: 'temperature',
      humidity: 'humidity',
      co2: 'CO₂',
      vpd: 'VPD',
      moisture_pct: 'moisture',
      ec_mscm: 'EC',
      temp_c: 'root-zone temperature',
      ph: 'pH',
    },
    stages: { propagation: 'propagation', veg: 'veg', flower: 'flower', dry: 'dry', cure: 'cure' },
    severities: { warning: 'warning', critical: 'critical' },
    roles: { user: 'all users', superuser: 'all superusers', admin: 'all admins' },
    everyDay: 'every day',
    triggers: {
      metric: 'When {{subject}} is {{op}} {{value}}',
      metricFor: 'When {{subject}} is {{op}} {{value}} for {{minutes}}',
      time: '{{blocks}}',
      block: '{{days}} at {{from}} (until {{to}})',
      lights: { on: 'When the lights of {{device}} go on', off: 'When the lights of {{device}} go off' },
      lightsAfter: {
        on: '{{minutes}} after the lights of {{device}} go on',
        off: '{{minutes}} after the lights of {{device}} go off',
      },
      stage: 'When a group enters {{stage}} in {{room}}',
      stageDay: 'When a group reaches day {{day}} of {{stage}} in {{room}}',
      alert: 'When a {{severity}} alert or worse opens',
    },
    conditions: {
      time: 'between {{from}} and {{to}}',
      phase: { day: 'it is day at {{device}}', night: 'it is night at {{device}}' },
      online: '{{device}} is online',
      stage: 'a group in {{room}} is in {{stage}}',
    },
    functions: {
      getReadings: 'read {{device}}',
      getConfig: 'read the settings of {{device}}',
      pushNow: 'ask {{device}} to send its readings',
      setHumidityThreshold: 'set the humidity limits of {{device}} to {{arg}} %',
      setTemperatureThreshold: 'set the temperature limits of {{device}} to {{arg}} °C',
      setCO2Threshold: 'set the CO₂ limits of {{device}} to {{arg}} ppm',
      setVPDType: 'set the VPD type of {{device}} to {{arg}}',
      calibrateCO2ppm: 'calibrate the CO₂ sensor of {{device}} to {{arg}} ppm',
      setDisplayInterval: 'set the display interval of {{device}} to {{arg}} min',
      setServerInterval: 'set the sending interval of {{device}} to {{arg}} min',
      saveConfig: 'save the settings of {{device}}',
      loadConfig: 'load the saved settings of {{device}}',
      softReset: 'restart {{device}}',
      factoryReset: 'reset {{device}} to its factory settings',
      calibrateIn: 'set the in meter of {{device}} to {{arg}} pulses per litre',
      calibrateOut: 'set the out meter of {{device}} to {{arg}} pulses per litre',
    },
    socket: {
      on: 'turn socket {{socket}} of {{device}} on',
      off: 'turn socket {{socket}} of {{device}} off',
      auto: 'set socket {{socket}} of {{device}} to auto',
    },
    actions: {
      profile: 'apply the profile {{profile}} to {{room}}',
      notify: 'notify {{people}}',
      task: 'create the task "{{step}}" of {{template}}',
      webhook: 'call the webhook {{webhook}}',
    },
    facts: {
      metric: '{{metric}} {{value}}',
      metricAt: '{{metric}} {{value}} at {{device}}',
      time: 'the block {{from}}–{{to}} began',
      lights: { on: 'the lights went on', off: 'the lights went off' },
      stage: 'a group entered {{stage}}',
      stageDay: 'a group reached day {{day}} of {{stage}}',
      alert: 'a {{severity}} alert opened',
    },
    outcomes: {
      ok: 'Done',
      cooldown: 'Held back: it ran less than the cooldown ago',
      condition_false: 'Held back: a condition did not hold',
      device_offline: 'Failed: the device is offline',
      device_refused: 'Failed: the device refused',
      forbidden_now: 'Failed: its creator may no longer do this',
      unknown_target: 'Failed: something it names no longer exists',
      action_failed: 'Failed: an action did not succeed',
    },
    actionTypes: {
      command: 'device command',
      profile: 'profile',
      notify: 'notification',
      task: 'task',
      webhook: 'webhook',
    },
    actionOk: '{{action}} done',
    actionFailed: '{{action}} failed ({{error}})',
  },
  he: {
    sentence: '{{trigger}}{{conditions}}, {{actions}}',
    conditionsLead: ', אם {{list}}',
    minutes: { one: 'דקה אחת', two: '{{count}} דקות', other: '{{count}} דקות' },
    ops: { above: 'מעל', below: 'מתחת ל' },
    units: {
      temperature: '°C',
      humidity: '% לחות',
      co2: 'ppm CO₂',
      vpd: 'kPa VPD',
      moisture_pct: '% לחות מצע',
      ec_mscm: 'mS/cm EC',
      temp_c: '°C',
      ph: 'pH',
    },
    metrics: {
      temperature: 'טמפרטורה',
      humidity: 'לחות',
      co2: 'CO₂',
      vpd: 'VPD',
      moisture_pct: 'לחות מצע',
      ec_mscm: 'EC',
      temp_c: 'טמפרטורת שורשים',
      ph: 'pH',
    },
    stages: { propagation: 'השרשה', veg: 'צמיחה', flower: 'פריחה', dry: 'ייבוש', cure: 'הבשלה' },
    severities: { warning: 'אזהרה', critical: 'קריטית' },
    roles: { user: 'כל המשתמשים', superuser: 'כל משתמשי העל', admin: 'כל המנהלים' },
    everyDay: 'כל יום',
    triggers: {
      metric: 'כאשר {{subject}} {{op}} {{value}}',
      metricFor: 'כאשר {{subject}} {{op}} {{value}} במשך {{minutes}}',
      time: '{{blocks}}',
      block: '{{days}} ב-{{from}} (עד {{to}})',
      lights: { on: 'כאשר האורות של {{device}} נדלקים', off: 'כאשר האורות של {{device}} כבים' },
      lightsAfter: {
        on: '{{minutes}} אחרי שהאורות של {{device}} נדלקים',
        off: '{{minutes}} אחרי שהאורות של {{device}} כבים',
      },
      stage: 'כאשר קבוצה נכנסת ל{{stage}} ב{{room}}',
      stageDay: 'כאשר קבוצה מגיעה ליום {{day}} של {{stage}} ב{{room}}',
      alert: 'כאשר נפתחת התראה ברמת {{severity}} ומעלה',
    },
    conditions: {
      time: 'בין {{from}} ל-{{to}}',
      phase: { day: 'יום ב{{device}}', night: 'לילה ב{{device}}' },
      online: '{{device}} מחובר',
      stage: 'קבוצה ב{{room}} נמצאת ב{{stage}}',
    },
    functions: {
      getReadings: 'לקרוא את {{device}}',
      getConfig: 'לקרוא את ההגדרות של {{device}}',
      pushNow: 'לבקש מ{{device}} לשלוח קריאות',
      setHumidityThreshold: 'לקבוע את גבולות הלחות של {{device}} ל-{{arg}} %',
      setTemperatureThreshold: 'לקבוע את גבולות הטמפרטורה של {{device}} ל-{{arg}} °C',
      setCO2Threshold: 'לקבוע את גבולות ה-CO₂ של {{device}} ל-{{arg}} ppm',
      setVPDType: 'לקבוע את סוג ה-VPD של {{device}} ל-{{arg}}',
      calibrateCO2ppm: 'לכייל את חיישן ה-CO₂ של {{device}} ל-{{arg}} ppm',
      setDisplayInterval: 'לקבוע את מרווח התצוגה של {{device}} ל-{{arg}} דק׳',
      setServerInterval: 'לקבוע את מרווח השליחה של {{device}} ל-{{arg}} דק׳',
      saveConfig: 'לשמור את ההגדרות של {{device}}',
      loadConfig: 'לטעון את ההגדרות השמורות של {{device}}',
      softReset: 'להפעיל מחדש את {{device}}',
      factoryReset: 'לאפס את {{device}} להגדרות היצרן',
      calibrateIn: 'לקבוע את מונה הכניסה של {{device}} ל-{{arg}} פולסים לליטר',
      calibrateOut: 'לקבוע את מונה היציאה של {{device}} ל-{{arg}} פולסים לליטר',
    },
    socket: {
      on: 'להדליק את שקע {{socket}} של {{device}}',
      off: 'לכבות את שקע {{socket}} של {{device}}',
      auto: 'להעביר את שקע {{socket}} של {{device}} לאוטומטי',
    },
    actions: {
      profile: 'להחיל את הפרופיל {{profile}} על {{room}}',
      notify: 'להודיע ל{{people}}',
      task: 'ליצור את המשימה "{{step}}" מתוך {{template}}',
      webhook: 'לקרוא ל-webhook {{webhook}}',
    },
    facts: {
      metric: '{{metric}} {{value}}',
      metricAt: '{{metric}} {{value}} ב{{device}}',
      time: 'הבלוק {{from}}–{{to}} התחיל',
      lights: { on: 'האורות נדלקו', off: 'האורות כבו' },
      stage: 'קבוצה נכנסה ל{{stage}}',
      stageDay: 'קבוצה הגיעה ליום {{day}} של {{stage}}',
      alert: 'נפתחה התראה ברמת {{severity}}',
    },
    outcomes: {
      ok: 'בוצע',
      cooldown: 'נדחה: הפעלה קודמת הייתה בתוך זמן ההמתנה',
      condition_false: 'נדחה: תנאי לא התקיים',
      device_offline: 'נכשל: המכשיר מנותק',
      device_refused: 'נכשל: המכשיר סירב',
      forbidden_now: 'נכשל: ליוצר כבר אין הרשאה לכך',
      unknown_target: 'נכשל: משהו שהיא מזכירה כבר לא קיים',
      action_failed: 'נכשל: פעולה לא הצליחה',
    },
    actionTypes: {
      command: 'פקודת מכשיר',
      profile: 'פרופיל',
      notify: 'הודעה',
      task: 'משימה',
      webhook: 'webhook',
    },
    actionOk: '{{action}} בוצעה',
    actionFailed: '{{action}} נכשלה ({{error}})',
  },
  ru: {
    sentence: '{{trigger}}{{conditions}}, {{actions}}',
    conditionsLead: ', если {{list}}',
    minutes: {
      one: '{{count}} минуты',
      few: '{{count}} минут',
      many: '{{count}} минут',
      other: '{{count}} минуты',
    },
    ops: { above: 'выше', below: 'ниже' },
    units: {
      temperature: '°C',
      humidity: '% RH',
      co2: 'ppm CO₂',
      vpd: 'кПа VPD',
      moisture_pct: '% влажности субстрата',
      ec_mscm: 'мСм/см EC',
      temp_c: '°C',
      ph: 'pH',
    },
    metrics: {
      temperature: 'температура',
      humidity: 'влажность',
      co2: 'CO₂',
      vpd: 'VPD',
      moisture_pct: 'влажность субстрата',
      ec_mscm: 'EC',
      temp_c: 'температура корней',
      ph: 'pH',
    },
    stages: {
      propagation: 'укоренение',
      veg: 'вегетацию',
      flower: 'цветение',
      dry: 'сушку',
      cure: 'дозревание',
    },
    severities: { warning: 'предупреждение', critical: 'критическая' },
    roles: {
      user: 'всех пользователей',
      superuser: 'всех суперпользователей',
      admin: 'всех администраторов',
    },
    everyDay: 'каждый день',
    triggers: {
      metric: 'Когда {{subject}}: {{op}} {{value}}',
      metricFor: 'Когда {{subject}}: {{op}} {{value}} в течение {{minutes}}',
      time: '{{blocks}}',
      block: '{{days}} в {{from}} (до {{to}})',
      lights: { on: 'Когда у {{device}} включается свет', off: 'Когда у {{device}} выключается свет' },
      lightsAfter: {
        on: 'Через {{minutes}} после включения света у {{device}}',
        off: 'Через {{minutes}} после выключения света у {{device}}',
      },
      stage: 'Когда группа переходит в {{stage}} в {{room}}',
      stageDay: 'Когда группа достигает дня {{day}} стадии {{stage}} в {{room}}',
      alert: 'Когда открывается тревога уровня «{{severity}}» или выше',
    },
    conditions: {
      time: 'с {{from}} до {{to}}',
      phase: { day: 'у {{device}} день', night: 'у {{device}} ночь' },
      online: '{{device}} в сети',
      stage: 'группа в {{room}} на стадии {{stage}}',
    },
    functions: {
      getReadings: 'считать показания {{device}}',
      getConfig: 'считать настройки {{device}}',
      pushNow: 'попросить {{device}} отправить показания',
      setHumidityThreshold: 'задать пределы влажности {{device}}: {{arg}} %',
      setTemperatureThreshold: 'задать пределы температуры {{device}}: {{arg}} °C',
      setCO2Threshold: 'задать пределы CO₂ {{device}}: {{arg}} ppm',
      setVPDType: 'задать тип VPD {{device}}: {{arg}}',
      calibrateCO2ppm: 'откалибровать датчик CO₂ {{device}} на {{arg}} ppm',
      setDisplayInterval: 'задать интервал экрана {{device}}: {{arg}} мин',
      setServerInterval: 'задать интервал отправки {{device}}: {{arg}} мин',
      saveConfig: 'сохранить настройки {{device}}',
      loadConfig: 'загрузить сохранённые настройки {{device}}',
      softReset: 'перезапустить {{device}}',
      factoryReset: 'сбросить {{device}} к заводским настройкам',
      calibrateIn: 'задать входной счётчик {{device}}: {{arg}} импульсов на литр',
      calibrateOut: 'задать выходной счётчик {{device}}: {{arg}} импульсов на литр',
    },
    socket: {
      on: 'включить розетку {{socket}} {{device}}',
      off: 'выключить розетку {{socket}} {{device}}',
      auto: 'перевести розетку {{socket}} {{device}} в авто',
    },
    actions: {
      profile: 'применить профиль {{profile}} к {{room}}',
      notify: 'уведомить {{people}}',
      task: 'создать задачу «{{step}}» из {{template}}',
      webhook: 'вызвать вебхук {{webhook}}',
    },
    facts: {
      metric: '{{metric}} {{value}}',
      metricAt: '{{metric}} {{value}} ({{device}})',
      time: 'начался период {{from}}–{{to}}',
      lights: { on: 'свет включился', off: 'свет выключился' },
      stage: 'группа перешла в {{stage}}',
      stageDay: 'группа достигла дня {{day}} стадии {{stage}}',
      alert: 'открыта тревога уровня «{{severity}}»',
    },
    outcomes: {
      ok: 'Выполнено',
      cooldown: 'Пропущено: с прошлого срабатывания не прошла пауза',
      condition_false: 'Пропущено: условие не выполнено',
      device_offline: 'Ошибка: устройство не в сети',
      device_refused: 'Ошибка: устройство отказало',
      forbidden_now: 'Ошибка: у автора больше нет на это прав',
      unknown_target: 'Ошибка: то, что в ней указано, больше не существует',
      action_failed: 'Ошибка: действие не удалось',
    },
    actionTypes: {
      command: 'команда устройству',
      profile: 'профиль',
      notify: 'уведомление',
      task: 'задача',
      webhook: 'вебхук',
    },
    actionOk: '{{action}}: выполнено',
    actionFailed: '{{action}}: ошибка ({{error}})',
  },
  uk: {
    sentence: '{{trigger}}{{conditions}}, {{actions}}',
    conditionsLead: ', якщо {{list}}',
    minutes: {
      one: '{{count}} хвилини',
      few: '{{count}} хвилин',
      many: '{{count}} хвилин',
      other: '{{count}} хвилини',
    },
    ops: { above: 'вище', below: 'нижче' },
    units: {
      temperature: '°C',
      humidity: '% RH',
      co2: 'ppm CO₂',
      vpd: 'кПа VPD',
      moisture_pct: '% вологості субстрату',
      ec_mscm: 'мСм/см EC',
      temp_c: '°C',
      ph: 'pH',
    },
    metrics: {
      temperature: 'температура',
      humidity: 'вологість',
      co2: 'CO₂',
      vpd: 'VPD',
      moisture_pct: 'вологість субстрату',
      ec_mscm: 'EC',
      temp_c: 'температура коренів',
      ph: 'pH',
    },
    stages: {
      propagation: 'укорінення',
      veg: 'вегетацію',
      flower: 'цвітіння',
      dry: 'сушіння',
      cure: 'дозрівання',
    },
    severities: { warning: 'попередження', critical: 'критична' },
    roles: { user: 'всіх користувачів', superuser: 'всіх суперкористувачів', admin: 'всіх адміністраторів' },
    everyDay: 'щодня',
    triggers: {
      metric: 'Коли {{subject}}: {{op}} {{value}}',
      metricFor: 'Коли {{subject}}: {{op}} {{value}} протягом {{minutes}}',
      time: '{{blocks}}',
      block: '{{days}} о {{from}} (до {{to}})',
      lights: { on: 'Коли в {{device}} вмикається світло', off: 'Коли в {{device}} вимикається світло' },
      lightsAfter: {
        on: 'Через {{minutes}} після ввімкнення світла в {{device}}',
        off: 'Через {{minutes}} після вимкнення світла в {{device}}',
      },
      stage: 'Коли група переходить у {{stage}} в {{room}}',
      stageDay: 'Коли група досягає дня {{day}} стадії {{stage}} в {{room}}',
      alert: 'Коли відкривається тривога рівня «{{severity}}» або вище',
    },
    conditions: {
      time: 'з {{from}} до {{to}}',
      phase: { day: 'у {{device}} день', night: 'у {{device}} ніч' },
      online: '{{device}} у мережі',
      stage: 'група в {{room}} на стадії {{stage}}',
    },
    functions: {
      getReadings: 'зчитати показники {{device}}',
      getConfig: 'зчитати налаштування {{device}}',
      pushNow: 'попросити {{device}} надіслати показники',
      setHumidityThreshold: 'задати межі вологості {{device}}: {{arg}} %',
      setTemperatureThreshold: 'задати межі температури {{device}}: {{arg}} °C',
      setCO2Threshold: 'задати межі CO₂ {{device}}: {{arg}} ppm',
      setVPDType: 'задати тип VPD {{device}}: {{arg}}',
      calibrateCO2ppm: 'відкалібрувати датчик CO₂ {{device}} на {{arg}} ppm',
      setDisplayInterval: 'задати інтервал екрана {{device}}: {{arg}} хв',
      setServerInterval: 'задати інтервал надсилання {{device}}: {{arg}} хв',
      saveConfig: 'зберегти налаштування {{device}}',
      loadConfig: 'завантажити збережені налаштування {{device}}',
      softReset: 'перезапустити {{device}}',
      factoryReset: 'скинути {{device}} до заводських налаштувань',
      calibrateIn: 'задати вхідний лічильник {{device}}: {{arg}} імпульсів на літр',
      calibrateOut: 'задати вихідний лічильник {{device}}: {{arg}} імпульсів на літр',
    },
    socket: {
      on: 'увімкнути розетку {{socket}} {{device}}',
      off: 'вимкнути розетку {{socket}} {{device}}',
      auto: 'перевести розетку {{socket}} {{device}} в авто',
    },
    actions: {
      profile: 'застосувати профіль {{profile}} до {{room}}',
      notify: 'сповістити {{people}}',
      task: 'створити завдання «{{step}}» з {{template}}',
      webhook: 'викликати вебхук {{webhook}}',
    },
    facts: {
      metric: '{{metric}} {{value}}',
      metricAt: '{{metric}} {{value}} ({{device}})',
      time: 'почався період {{from}}–{{to}}',
      lights: { on: 'світло ввімкнулося', off: 'світло вимкнулося' },
      stage: 'група перейшла в {{stage}}',
      stageDay: 'група досягла дня {{day}} стадії {{stage}}',
      alert: 'відкрито тривогу рівня «{{severity}}»',
    },
    outcomes: {
      ok: 'Виконано',
      cooldown: 'Пропущено: від попереднього спрацювання не минула пауза',
      condition_false: 'Пропущено: умова не виконана',
      device_offline: 'Помилка: пристрій не в мережі',
      device_refused: 'Помилка: пристрій відмовив',
      forbidden_now: 'Помилка: автор більше не має на це прав',
      unknown_target: 'Помилка: те, що в ній зазначено, більше не існує',
      action_failed: 'Помилка: дія не вдалася',
    },
    actionTypes: {
      command: 'команда пристрою',
      profile: 'профіль',
      notify: 'сповіщення',
      task: 'завдання',
      webhook: 'вебхук',
    },
    actionOk: '{{action}}: виконано',
    actionFailed: '{{action}}: помилка ({{error}})',
  },
  es: {
    sentence: '{{trigger}}{{conditions}}, {{actions}}',
    conditionsLead: ', si {{list}}',
    minutes: { one: '{{count}} minuto', other: '{{count}} minutos' },
    ops: { above: 'por encima de', below: 'por debajo de' },
    units: {
      temperature: '°C',
      humidity: '% HR',
      co2: 'ppm CO₂',
      vpd: 'kPa VPD',
      moisture_pct: '% humedad del sustrato',
      ec_mscm: 'mS/cm EC',
      temp_c: '°C',
      ph: 'pH',
    },
    metrics: {
      temperature: 'temperatura',
      humidity: 'humedad',
      co2: 'CO₂',
      vpd: 'VPD',
      moisture_pct: 'humedad del sustrato',
      ec_mscm: 'EC',
      temp_c: 'temperatura de raíces',
      ph: 'pH',
    },
    stages: {
      propagation: 'enraizamiento',
      veg: 'vegetativo',
      flower: 'floración',
      dry: 'secado',
      cure: 'curado',
    },
    severities: { warning: 'aviso', critical: 'crítica' },
    roles: {
      user: 'todos los usuarios',
      superuser: 'todos los superusuarios',
      admin: 'todos los administradores',
    },
    everyDay: 'todos los días',
    triggers: {
      metric: 'Cuando {{subject}} está {{op}} {{value}}',
      metricFor: 'Cuando {{subject}} está {{op}} {{value}} durante {{minutes}}',
      time: '{{blocks}}',
      block: '{{days}} a las {{from}} (hasta las {{to}})',
      lights: {
        on: 'Cuando se encienden las luces de {{device}}',
        off: 'Cuando se apagan las luces de {{device}}',
      },
      lightsAfter: {
        on: '{{minutes}} después de encenderse las luces de {{device}}',
        off: '{{minutes}} después de apagarse las luces de {{device}}',
      },
      stage: 'Cuando un grupo entra en {{stage}} en {{room}}',
      stageDay: 'Cuando un grupo llega al día {{day}} de {{stage}} en {{room}}',
      alert: 'Cuando se abre una alerta de nivel {{severity}} o superior',
    },
    conditions: {
      time: 'entre las {{from}} y las {{to}}',
      phase: { day: 'es de día en {{device}}', night: 'es de noche en {{device}}' },
      online: '{{device}} está en línea',
      stage: 'un grupo en {{room}} está en {{stage}}',
    },
    functions: {
      getReadings: 'leer {{device}}',
      getConfig: 'leer la configuración de {{device}}',
      pushNow: 'pedir a {{device}} que envíe sus lecturas',
      setHumidityThreshold: 'fijar los límites de humedad de {{device}} en {{arg}} %',
      setTemperatureThreshold: 'fijar los límites de temperatura de {{device}} en {{arg}} °C',
      setCO2Threshold: 'fijar los límites de CO₂ de {{device}} en {{arg}} ppm',
      setVPDType: 'fijar el tipo de VPD de {{device}} en {{arg}}',
      calibrateCO2ppm: 'calibrar el sensor de CO₂ de {{device}} a {{arg}} ppm',
      setDisplayInterval: 'fijar el intervalo de pantalla de {{device}} en {{arg}} min',
      setServerInterval: 'fijar el intervalo de envío de {{device}} en {{arg}} min',
      saveConfig: 'guardar la configuración de {{device}}',
      loadConfig: 'cargar la configuración guardada de {{device}}',
      softReset: 'reiniciar {{device}}',
      factoryReset: 'restablecer {{device}} a los valores de fábrica',
      calibrateIn: 'fijar el medidor de entrada de {{device}} en {{arg}} pulsos por litro',
      calibrateOut: 'fijar el medidor de salida de {{device}} en {{arg}} pulsos por litro',
    },
    socket: {
      on: 'encender el enchufe {{socket}} de {{device}}',
      off: 'apagar el enchufe {{socket}} de {{device}}',
      auto: 'poner el enchufe {{socket}} de {{device}} en automático',
    },
    actions: {
      profile: 'aplicar el perfil {{profile}} a {{room}}',
      notify: 'avisar a {{people}}',
      task: 'crear la tarea "{{step}}" de {{template}}',
      webhook: 'llamar al webhook {{webhook}}',
    },
    facts: {
      metric: '{{metric}} {{value}}',
      metricAt: '{{metric}} {{value}} en {{device}}',
      time: 'empezó el bloque {{from}}–{{to}}',
      lights: { on: 'se encendieron las luces', off: 'se apagaron las luces' },
      stage: 'un grupo entró en {{stage}}',
      stageDay: 'un grupo llegó al día {{day}} de {{stage}}',
      alert: 'se abrió una alerta de nivel {{severity}}',
    },
    outcomes: {
      ok: 'Hecho',
      cooldown: 'Omitida: se ejecutó hace menos que la pausa',
      condition_false: 'Omitida: una condición no se cumplía',
      device_offline: 'Fallida: el dispositivo está desconectado',
      device_refused: 'Fallida: el dispositivo se negó',
      forbidden_now: 'Fallida: su creador ya no puede hacer esto',
      unknown_target: 'Fallida: algo que nombra ya no existe',
      action_failed: 'Fallida: una acción no tuvo éxito',
    },
    actionTypes: {
      command: 'orden al dispositivo',
      profile: 'perfil',
      notify: 'aviso',
      task: 'tarea',
      webhook: 'webhook',
    },
    actionOk: '{{action}} hecho',
    actionFailed: '{{action}} fallido ({{error}})',
  },
};

/** `template` with each `{{name}}` of `values` filled in. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/{{(\w+)}}/g, (match, name: string) => String(values[name] ?? match));
