import type { ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { AUTOMATION_MINUTES_MAX } from '@canopy/shared/schemas/automations';

type Props = TextInputProps & { step?: string | number; min?: string | number; max?: string | number };

/** A number typed in the field (registered with `valueAsNumber`): its digits stay left to right in Hebrew. */
export function NumberField(props: Props): ReactNode {
  return <TextInput type="number" inputMode="decimal" dir="ltr" {...props} />;
}

/** A whole number of minutes, 0 to a day, with its unit beside it. */
export function MinutesInput(props: Props): ReactNode {
  const { t } = useTranslation();
  return (
    <NumberField
      min={0}
      max={AUTOMATION_MINUTES_MAX}
      step={1}
      inputMode="numeric"
      rightSection={t('automations.form.minutes')}
      rightSectionWidth={44}
      {...props}
    />
  );
}
