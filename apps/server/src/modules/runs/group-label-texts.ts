import type { Stage } from '@canopy/shared/crop';
import type { Language } from '@canopy/shared/languages';
import { STAGE_NAMES } from '@canopy/shared/stage-names';

/**
 * The words a group's QR label prints, in the five languages: the stage (never its key) and the plant
 * count after a colon, so no language needs plural forms. The stage words are the shared ones the web app's
 * crop catalogs and the notifications also read.
 */
interface GroupLabelTexts {
  stages: Readonly<Record<Stage, string>>;
  /** The label's last line, `{{stage}}` and `{{count}}` filled in. */
  line: string;
}

export const GROUP_LABEL_TEXTS: Readonly<Record<Language, GroupLabelTexts>> = {
  en: {
    stages: STAGE_NAMES.en,
    line: '{{stage}} · Plants: {{count}}',
  },
  ru: {
    stages: STAGE_NAMES.ru,
    line: '{{stage}} · Растений: {{count}}',
  },
  uk: {
    stages: STAGE_NAMES.uk,
    line: '{{stage}} · Рослин: {{count}}',
  },
  he: {
    stages: STAGE_NAMES.he,
    // No colon or middle dot: the label writer lays Hebrew out as runs of words in reverse
    // (label-fonts.ts), where neutral punctuation between runs would land on the wrong side.
    line: '{{stage}}, {{count}} צמחים',
  },
  es: {
    stages: STAGE_NAMES.es,
    line: '{{stage}} · Plantas: {{count}}',
  },
};

/** The label's last line in `language`, such as "Flower · Plants: 12". */
export function groupLabelLine(language: Language, stage: Stage, plantCount: number): string {
  const texts = GROUP_LABEL_TEXTS[language];
  return texts.line.replace('{{stage}}', texts.stages[stage]).replace('{{count}}', String(plantCount));
}
