import { useController } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { qualityNoteBodySchema, type QualityNoteBody } from '@canopy/shared/schemas/harvests';
import { cropFormSchema } from '../../../lib/crop/crop-form-schema';
import { isAfterNow, sentInstant } from '../../../lib/crop/local-time-input';
import { useCropForm } from '../../../lib/crop/use-crop-form';
import { useSendKey } from '../../../lib/crop/use-send-key';
import { useAddQualityNote } from '../api/add-quality-note';

/** A refusal's details may name these, a rating by its criterion (`ratings.aroma`). */
const FIELDS = ['text', 'at', 'ratings'] as const;

export interface QualityNoteDraft {
  /** 1-5 per criterion rated; a criterion left unrated (0 once a rating is taken back) is not sent. */
  ratings: Record<string, number>;
  text: string;
  at: string;
}

/**
 * A dated note on the cure (anyone logged in): a rating of 1-5 on any of the site's criteria, words, or
 * both. A criterion the server refuses (the admin removed it meanwhile) is said beside its rating.
 */
export function useQualityNoteForm(harvestId: string, onDone: () => void) {
  const { t } = useTranslation();
  const add = useAddQualityNote();
  const sendKey = useSendKey();
  const { form, errorOf, formError, submitWith, refused } = useCropForm(
    (openedAt) =>
      cropFormSchema(
        qualityNoteBodySchema,
        (draft: QualityNoteDraft): QualityNoteBody => ({
          at: sentInstant(draft.at, openedAt) ?? '',
          ratings: Object.fromEntries(Object.entries(draft.ratings).filter(([, rating]) => rating > 0)),
          text: draft.text,
        }),
        // The schema says "a rating or a text" in English: the form says it in the reader's language.
        (draft) => ({
          text:
            Object.values(draft.ratings).every((rating) => rating <= 0) && draft.text.trim() === ''
              ? t('harvests.notes.needSomething')
              : undefined,
          at: isAfterNow(draft.at, new Date()) ? t('harvests.notAfterNow') : undefined,
        }),
      ),
    (openedAt): QualityNoteDraft => ({ ratings: {}, text: '', at: openedAt }),
  );
  const ratings = useController({ control: form.control, name: 'ratings' }).field;
  const rate = (criterion: string, rating: number) =>
    ratings.onChange({ ...form.getValues('ratings'), [criterion]: rating });

  const submit = submitWith((body) =>
    add.mutate(
      { harvestId, body, key: sendKey.current() },
      {
        onSuccess: onDone,
        onError: (error) => {
          sendKey.afterError(error);
          refused(error, FIELDS);
        },
      },
    ),
  );

  return { form, ratings: ratings.value, rate, submit, errorOf, formError, saving: add.isPending };
}
