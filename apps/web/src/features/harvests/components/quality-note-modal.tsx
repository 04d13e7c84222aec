import type { ReactNode } from 'react';
import { Input, Rating, Stack, Textarea } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { QUALITY_NOTE_MAX, RATING_MAX } from '@canopy/shared/schemas/harvests';
import { FormAtField } from '../../../components/crop/form-at-field';
import { FormModal } from '../../../components/ui/form-modal';
import { criterionName } from '../lib/criterion-name';
import { useQualityNoteForm } from '../lib/use-quality-note-form';

export interface QualityNoteModalProps {
  harvestId: string;
  /** The site's quality criteria (`qualityCriteria` of `GET /api/site`), in its order. */
  criteria: readonly string[];
  onClose: () => void;
}

/** A quality note: 1-5 stars on each of the site's criteria one wants to rate, words, and when. */
export function QualityNoteModal({ harvestId, criteria, onClose }: QualityNoteModalProps): ReactNode {
  const { t } = useTranslation();
  const { form, ratings, rate, submit, errorOf, formError, saving } = useQualityNoteForm(harvestId, onClose);
  return (
    <FormModal
      title={t('harvests.notes.dialogTitle')}
      onClose={onClose}
      onSubmit={submit}
      formError={formError}
      submitLabel={t('harvests.notes.submit')}
      saving={saving}
    >
      <Stack gap={6} role="group" aria-label={t('harvests.notes.ratings')}>
        {criteria.map((criterion) => {
          const name = criterionName(t, criterion);
          return (
            <Input.Wrapper key={criterion} label={name} error={errorOf(`ratings.${criterion}`)}>
              <Rating
                role="radiogroup"
                aria-label={name}
                count={RATING_MAX}
                value={ratings[criterion] ?? 0}
                onChange={(rating) => rate(criterion, rating)}
                getSymbolLabel={(count) => t('harvests.notes.star', { count })}
                // A second tap on the chosen star takes the rating back: the criterion is left unrated.
                allowClear
              />
            </Input.Wrapper>
          );
        })}
      </Stack>
      <Textarea
        label={t('harvests.notes.text')}
        rows={3}
        maxLength={QUALITY_NOTE_MAX}
        error={errorOf('text')}
        {...form.register('text')}
      />
      <FormAtField control={form.control} name="at" label={t('harvests.notes.at')} error={errorOf('at')} />
    </FormModal>
  );
}
