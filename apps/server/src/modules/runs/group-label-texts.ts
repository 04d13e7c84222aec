import type { Stage } from '@canopy/shared/crop';
import type { Language } from '@canopy/shared/languages';

/**
 * The words a group's QR label prints, in the five languages: the stage (never its key) and the plant
 * count after a colon, so no language needs plural forms. The same words as the web app's crop and runs
 * catalogs; the server keeps its own copy, as notifications do, so it never imports the web bundle.
 */
interface GroupLabelTexts {
  stages: Readonly<Record<Stage, string>>;
  /** The label's last line, `{{stage}}` and `{{count}}` filled in. */
  line: string;
}

export const GROUP_LABEL_TEXTS: Readonly<Record<Language, GroupLabelTexts>> = {
  en: {
    stages: {
      propagation: 'Propagation',
      veg: 'Veg',
      flower: 'Flower',
      dry: 'Dry',
      cure: 'Cure',
      done: 'Done',
      lost: 'Lost',
    },
    line: '{{stage}} · Plants: {{count}}',
  },
  ru: {
    stages: {
      propagation: 'Укоренение',
      veg: 'Вегетация',
      flower: 'Цветение',
      dry: 'Сушка',
      cure: 'Дозревание',
      done: 'Завершено',
      lost: 'Потеряно',
    },
    line: '{{stage}} · Растений: {{count}}',
  },
  uk: {
    stages: {
      propagation: 'Укорінення',
      veg: 'Вегетація',
      flower: 'Цвітіння',
      dry: 'Сушіння',
      cure: 'Дозрівання',
      done: 'Завершено',
      lost: 'Втрачено',
    },
    line: '{{stage}} · Рослин: {{count}}',
  },
  he: {
    stages: {
      propagation: 'השרשה',
      veg: 'צמיחה',
      flower: 'פריחה',
      dry: 'ייבוש',
      cure: 'הבשלה',
      done: 'הסתיים',
      lost: 'אבד',
    },
    // No colon or middle dot: the label writer lays Hebrew out as runs of words in reverse
    // (label-fonts.ts), where neutral punctuation between runs would land on the wrong side.
    line: '{{stage}}, {{count}} צמחים',
  },
  es: {
    stages: {
      propagation: 'Enraizamiento',
      veg: 'Vegetativo',
      flower: 'Floración',
      dry: 'Secado',
      cure: 'Curado',
      done: 'Terminado',
      lost: 'Perdido',
    },
    line: '{{stage}} · Plantas: {{count}}',
  },
};

/** The label's last line in `language`, such as "Flower · Plants: 12". */
export function groupLabelLine(language: Language, stage: Stage, plantCount: number): string {
  const texts = GROUP_LABEL_TEXTS[language];
  return texts.line.replace('{{stage}}', texts.stages[stage]).replace('{{count}}', String(plantCount));
}
