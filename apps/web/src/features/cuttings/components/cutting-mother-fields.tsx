import type { ReactNode } from 'react';
import { Checkbox, Select, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useMotherChoices } from '../api/mother-choices';

export interface MotherFieldsValue {
  isMother: boolean;
  motherId: string | null;
  /** `datetime-local` text; empty while the mother is in use. */
  retired: string;
}

export interface CuttingMotherFieldsProps {
  /**
   * The cutting being edited: never offered as its own mother. Absent for a new cutting, which has no
   * retirement to set either (a new mother is in use).
   */
  cuttingId?: string;
  value: MotherFieldsValue;
  onChange: (value: MotherFieldsValue) => void;
}

/** A cutting's lineage: whether this is a mother plant, which mother it came from, and (edited) retirement. */
export function CuttingMotherFields({ cuttingId, value, onChange }: CuttingMotherFieldsProps): ReactNode {
  const { t } = useTranslation();
  const mothers = useMotherChoices();
  const choices = (mothers.data ?? [])
    .filter((mother) => mother._id !== cuttingId)
    .map((mother) => ({
      value: mother._id,
      label: [mother.code, mother.name].filter(Boolean).join(' · '),
    }));
  // A mother named before she was marked as one (or not loaded yet) still shows as chosen.
  if (value.motherId && !choices.some((choice) => choice.value === value.motherId)) {
    choices.push({ value: value.motherId, label: value.motherId });
  }
  return (
    <>
      <Checkbox
        label={t('cuttings.motherFields.isMother')}
        description={t('cuttings.motherFields.isMotherHint')}
        checked={value.isMother}
        onChange={(e) => onChange({ ...value, isMother: e.currentTarget.checked })}
      />
      <Select
        label={t('cuttings.motherFields.motherId')}
        placeholder={t('cuttings.motherFields.none')}
        searchable
        clearable
        data={choices}
        value={value.motherId}
        onChange={(motherId) => onChange({ ...value, motherId })}
      />
      {cuttingId && value.isMother ? (
        <TextInput
          type="datetime-local"
          label={t('cuttings.motherFields.retiredAt')}
          description={t('cuttings.motherFields.retiredAtHint')}
          value={value.retired}
          onChange={(e) => onChange({ ...value, retired: e.currentTarget.value })}
        />
      ) : null}
    </>
  );
}
