import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LABEL_SIZES, type LabelSize } from '@canopy/shared/schemas/labels';

export interface LabelSizeSelectProps {
  value: LabelSize;
  onChange: (size: LabelSize) => void;
}

/** The label sizes by the names printers and label rolls go by. */
export function LabelSizeSelect({ value, onChange }: LabelSizeSelectProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Select
      label={t('labels.size')}
      data={LABEL_SIZES.map((size) => ({ value: size, label: t(`labels.sizes.${size}`) }))}
      value={value}
      onChange={(next) => next && onChange(next as LabelSize)}
      allowDeselect={false}
      w={240}
      maw="100%"
    />
  );
}
