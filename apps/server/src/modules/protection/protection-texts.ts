import type { TreatmentMethod, TreatmentUnit } from '@canopy/shared/feeding';
import type { Language } from '@canopy/shared/languages';

/** The columns of the treatments PDF, in the order a left-to-right page shows them. */
export const TREATMENT_COLUMNS = [
  'at',
  'product',
  'activeIngredient',
  'dose',
  'method',
  'target',
  'applicator',
  'reEntryUntil',
  'harvestFrom',
] as const;
export type TreatmentColumn = (typeof TREATMENT_COLUMNS)[number];

/**
 * What the server writes about plant protection in the five languages: a follow-up task's title and the
 * treatments PDF. The methods and units are the words of the web app's feeding catalogs; the server keeps
 * its own copy, as notifications and group labels do, so it never imports the web bundle. Hebrew texts
 * avoid punctuation between a Hebrew word and a name: the PDF lays Hebrew out as runs of words in reverse
 * (qr-labels/label-fonts.ts), where it would land on the wrong side.
 */
interface ProtectionTexts {
  /** `{{pest}}`, `{{severity}}` and `{{room}}` filled in. */
  followUp: string;
  title: string;
  /** `{{zone}}`: the site's time zone, which the dates and times are in. */
  times: string;
  empty: string;
  columns: Readonly<Record<TreatmentColumn, string>>;
  methods: Readonly<Record<TreatmentMethod, string>>;
  units: Readonly<Record<TreatmentUnit | 'L' | 'gal', string>>;
}

export const PROTECTION_TEXTS: Readonly<Record<Language, ProtectionTexts>> = {
  en: {
    followUp: 'Follow up: {{pest}} (severity {{severity}}) in {{room}}',
    title: 'Treatments',
    times: 'Times in {{zone}}',
    empty: 'No treatments recorded.',
    columns: {
      at: 'Date and time',
      product: 'Product',
      activeIngredient: 'Active ingredient',
      dose: 'Dose',
      method: 'Method',
      target: 'Target',
      applicator: 'Applicator',
      reEntryUntil: 'Re-entry until',
      harvestFrom: 'Harvest from',
    },
    methods: { spray: 'Spray', drench: 'Drench', release: 'Release', dip: 'Dip', other: 'Other' },
    units: { 'ml/L': 'ml/L', 'g/L': 'g/L', ml: 'ml', g: 'g', units: 'units', L: 'L', gal: 'gal' },
  },
  ru: {
    followUp: 'Проверить: {{pest}} (степень {{severity}}), {{room}}',
    title: 'Обработки',
    times: 'Время: {{zone}}',
    empty: 'Обработок нет.',
    columns: {
      at: 'Дата и время',
      product: 'Препарат',
      activeIngredient: 'Действующее вещество',
      dose: 'Доза',
      method: 'Способ',
      target: 'Цель',
      applicator: 'Исполнитель',
      reEntryUntil: 'Не входить до',
      harvestFrom: 'Сбор с',
    },
    methods: {
      spray: 'Опрыскивание',
      drench: 'Полив под корень',
      release: 'Выпуск',
      dip: 'Погружение',
      other: 'Другое',
    },
    units: { 'ml/L': 'мл/л', 'g/L': 'г/л', ml: 'мл', g: 'г', units: 'шт.', L: 'л', gal: 'гал' },
  },
  uk: {
    followUp: 'Перевірити: {{pest}} (ступінь {{severity}}), {{room}}',
    title: 'Обробки',
    times: 'Час: {{zone}}',
    empty: 'Обробок немає.',
    columns: {
      at: 'Дата і час',
      product: 'Препарат',
      activeIngredient: 'Діюча речовина',
      dose: 'Доза',
      method: 'Спосіб',
      target: 'Ціль',
      applicator: 'Виконавець',
      reEntryUntil: 'Не входити до',
      harvestFrom: 'Збір з',
    },
    methods: {
      spray: 'Обприскування',
      drench: 'Полив під корінь',
      release: 'Випуск',
      dip: 'Занурення',
      other: 'Інше',
    },
    units: { 'ml/L': 'мл/л', 'g/L': 'г/л', ml: 'мл', g: 'г', units: 'шт.', L: 'л', gal: 'гал' },
  },
  he: {
    followUp: 'מעקב: {{pest}} (חומרה {{severity}}), {{room}}',
    title: 'טיפולים',
    times: 'שעות לפי {{zone}}',
    empty: 'לא נרשמו טיפולים',
    columns: {
      at: 'תאריך ושעה',
      product: 'מוצר',
      activeIngredient: 'חומר פעיל',
      dose: 'מינון',
      method: 'שיטה',
      target: 'יעד',
      applicator: 'מיישם',
      reEntryUntil: 'אין כניסה עד',
      harvestFrom: 'קציר מותר מ',
    },
    methods: {
      spray: 'ריסוס',
      drench: 'הגמעה',
      release: 'פיזור אויבים טבעיים',
      dip: 'טבילה',
      other: 'אחר',
    },
    units: {
      'ml/L': 'מ״ל/ליטר',
      'g/L': 'גרם/ליטר',
      ml: 'מ״ל',
      g: 'גרם',
      units: 'יחידות',
      L: 'ליטר',
      gal: 'גלון',
    },
  },
  es: {
    followUp: 'Seguimiento: {{pest}} (gravedad {{severity}}) en {{room}}',
    title: 'Tratamientos',
    times: 'Horas en {{zone}}',
    empty: 'No hay tratamientos registrados.',
    columns: {
      at: 'Fecha y hora',
      product: 'Producto',
      activeIngredient: 'Principio activo',
      dose: 'Dosis',
      method: 'Método',
      target: 'Objetivo',
      applicator: 'Aplicador',
      reEntryUntil: 'Sin entrada hasta',
      harvestFrom: 'Cosecha desde',
    },
    methods: {
      spray: 'Pulverización',
      drench: 'Riego al pie',
      release: 'Suelta',
      dip: 'Inmersión',
      other: 'Otro',
    },
    units: { 'ml/L': 'ml/L', 'g/L': 'g/L', ml: 'ml', g: 'g', units: 'unidades', L: 'L', gal: 'gal' },
  },
};

/** `template` with each `{{name}}` of `values` filled in. */
export const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/{{(\w+)}}/g, (match, name: string) => values[name] ?? match);
