import { useState, type ReactNode } from 'react';
import { Button, Select } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { isLanguage, LANGUAGE_INFO, LANGUAGES, type Language } from '@canopy/shared/languages';
import { DEFAULT_LABEL_SIZE, type LabelSize } from '@canopy/shared/labels';
import type { PlantGroup, Run } from '@canopy/shared/schemas/runs';
import { LabelSizeSelect } from '../../../components/labels/label-size-select';
import { FormModal } from '../../../components/ui/form-modal';
import { useLabelSize } from '../../../lib/labels/use-label-size';
import { downloadAuthorized } from '../../../lib/download';

export interface GroupLabelChoice {
  size: LabelSize;
  /** The language of the label's words (its stage, "Plants"). */
  lang: Language;
}

/**
 * `GET /api/runs/{id}/groups/{groupId}/label.pdf` in a size and a language; the standard size is the
 * server's when none is named, so it is left out.
 */
export function groupLabelPath(runId: string, groupId: string, { size, lang }: GroupLabelChoice): string {
  const query = new URLSearchParams({ ...(size !== DEFAULT_LABEL_SIZE && { size }), lang }).toString();
  return `/api/runs/${encodeURIComponent(runId)}/groups/${encodeURIComponent(groupId)}/label.pdf?${query}`;
}

/**
 * A group's QR label: a dialog asks the size (section 17's, the one last chosen on this device for any
 * label) and the language (the page's unless changed), then fetches the PDF with the session's token and
 * saves it, as a cutting's label button does; a failure is said in the dialog.
 */
export function GroupLabelButton({ run, group }: { run: Run; group: PlantGroup }): ReactNode {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [size, setSize] = useLabelSize();
  const [lang, setLang] = useState<Language | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const chosen: GroupLabelChoice = {
    size,
    lang: lang ?? (isLanguage(i18n.language) ? i18n.language : 'en'),
  };
  const close = () => {
    setOpened(false);
    setFailed(false);
  };
  const print = () => {
    setBusy(true);
    setFailed(false);
    const fallback = `group-${run.code.replace(/[^\p{L}\p{N}._-]+/gu, '_')}.pdf`;
    downloadAuthorized(groupLabelPath(run._id, group._id, chosen), fallback)
      .then(close)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  const label = t('runs.floor.printLabelOf', { strain: group.strainName, room: group.roomName });
  return (
    <>
      <Button size="xs" variant="subtle" onClick={() => setOpened(true)} aria-label={label}>
        {t('runs.floor.printLabel')}
      </Button>
      {opened ? (
        <FormModal
          title={label}
          onClose={close}
          onSubmit={print}
          formError={failed ? t('runs.floor.printFailed') : undefined}
          submitLabel={t('labels.download')}
          saving={busy}
        >
          <LabelSizeSelect value={size} onChange={setSize} />
          <Select
            label={t('labels.language')}
            data={LANGUAGES.map((language) => ({
              value: language,
              label: LANGUAGE_INFO[language].nativeName,
            }))}
            value={chosen.lang}
            onChange={(next) => next && isLanguage(next) && setLang(next)}
            allowDeselect={false}
            w={240}
            maw="100%"
          />
        </FormModal>
      ) : null}
    </>
  );
}
