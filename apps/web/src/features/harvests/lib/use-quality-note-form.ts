import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qualityNoteBodySchema } from '@canopy/shared/schemas/harvests';
import { errorText, schemaErrors, type FormErrors } from '../../../lib/crop/form-errors';
import { isAfterNow, sentInstant, toLocalInput } from '../../../lib/crop/local-time-input';
import { serverFieldErrors } from '../../../lib/crop/server-field-errors';
import { useSendKey } from '../../../lib/crop/use-send-key';
import { useAddQualityNote } from '../api/add-quality-note';

export interface QualityNoteDraft {
  /** 1-5 per criterion rated; a criterion left unrated is not sent. */
  ratings: Record<string, number>;
  text: string;
  at: string;
}

/**
 * A dated note on the cure (anyone logged in): a rating of 1-5 on any of the site's criteria, words, or
 * both. A criterion the server refuses (the admin removed it meanwhile) is said beside its rating.
 */
export function useQualityNoteForm(harvestId: string, criteria: readonly string[], onDone: () => void) {
  const { t } = useTranslation();
  const [openedAt] = useState(() => toLocalInput(new Date()));
  const [draft, setDraft] = useState<QualityNoteDraft>(() => ({ ratings: {}, text: '', at: openedAt }));
  const [errors, setErrors] = useState<FormErrors>({});
  const add = useAddQualityNote();
  const sendKey = useSendKey();
  const set = (change: Partial<QualityNoteDraft>) => setDraft((current) => ({ ...current, ...change }));
  const rate = (criterion: string, rating: number) =>
    setDraft((current) => ({ ...current, ratings: { ...current.ratings, [criterion]: rating } }));

  const submit = () => {
    const ratings = Object.fromEntries(Object.entries(draft.ratings).filter(([, rating]) => rating > 0));
    const body = { at: sentInstant(draft.at, openedAt) ?? '', ratings, text: draft.text };
    const invalid = schemaErrors(qualityNoteBodySchema, body) ?? {};
    // The schema says "a rating or a text" in English: the form says it in the reader's language.
    if (Object.keys(ratings).length === 0 && draft.text.trim() === '')
      invalid.text = t('harvests.notes.needSomething');
    if (isAfterNow(draft.at, new Date())) invalid.at = t('harvests.notAfterNow');
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const fields = ['text', 'at', ...criteria.map((criterion) => `ratings.${criterion}`)];
    add.mutate(
      { harvestId, body, key: sendKey.current() },
      {
        onSuccess: onDone,
        onError: (error) => {
          sendKey.afterError(error);
          setErrors(serverFieldErrors(error, fields));
        },
      },
    );
  };

  const errorOf = (field: string) => errorText(t, errors[field]);
  return { draft, set, rate, submit, errorOf, saving: add.isPending };
}
