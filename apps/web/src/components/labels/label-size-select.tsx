import type { ReactNode } from 'react';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { LABEL_SIZES, type LabelSize } from '@canopy/shared/labels';

export interface LabelSizeSelectProps {
  value: LabelSize;
  onChange: (size: LabelSize) => void;
}

/** The label sizes by the names printers and label rolls go by. */
export function LabelSizeSelect({ value, onChange }: LabelSizeSelectProps): ReactNode {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('labels.size')}
      data={LABEL_SIZES.map((size) => ({ value: size, label: t(`labels.sizes.${size}`) }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as LabelSize)}
      w={240}
      maw="100%"
    />
  );
}
