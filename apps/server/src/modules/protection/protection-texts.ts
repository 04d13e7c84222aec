import type { Language } from '@canopy/shared/languages';
import { TREATMENT_METHOD_WORDS, type TreatmentMethodWords } from '@canopy/shared/treatment-method-words';
import { UNIT_WORDS, type UnitWords } from '@canopy/shared/unit-words';

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
 * treatments PDF. The methods and units come from packages/shared, whose per-language modules the web
 * app's feeding catalogs read too, so both write them alike. Hebrew texts
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
  methods: TreatmentMethodWords;
  units: UnitWords;
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
    methods: TREATMENT_METHOD_WORDS.en,
    units: UNIT_WORDS.en,
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
    methods: TREATMENT_METHOD_WORDS.ru,
    units: UNIT_WORDS.ru,
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
    methods: TREATMENT_METHOD_WORDS.uk,
    units: UNIT_WORDS.uk,
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
    methods: TREATMENT_METHOD_WORDS.he,
    units: UNIT_WORDS.he,
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
    methods: TREATMENT_METHOD_WORDS.es,
    units: UNIT_WORDS.es,
  },
};

/** `template` with each `{{name}}` of `values` filled in. */
export const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/{{(\w+)}}/g, (match, name: string) => values[name] ?? match);
