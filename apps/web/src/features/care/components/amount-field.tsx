import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { TreatmentUnit, VolumeUnit } from '@canopy/shared/feeding';
import { unitOptions } from '../../../components/feeding/feeding-options';
import type { FormFieldOf } from '../../../components/ui/form-field';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { FormSelect } from '../../../components/ui/form-select';

/** `name` is the number's field; `unitName` its unit's. */
export interface AmountFieldProps<Values extends FieldValues, Sent extends FieldValues> extends FormFieldOf<
  Values,
  Sent
> {
  unitName: FieldPath<Values>;
  label: string;
  unitLabel: string;
  units: readonly (TreatmentUnit | VolumeUnit)[];
  decimalScale: number;
  withAsterisk?: boolean;
  error: string | undefined;
}

/** A number and its unit side by side on one line, even on a phone: a volume in L or gal, a dose. */
export function AmountField<Values extends FieldValues, Sent extends FieldValues>({
  control,
  name,
  unitName,
  label,
  unitLabel,
  units,
  decimalScale,
  withAsterisk = false,
  error,
}: AmountFieldProps<Values, Sent>): ReactNode {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <FormNumberField
        control={control}
        name={name}
        label={label}
        withAsterisk={withAsterisk}
        flex={1}
        decimalScale={decimalScale}
        allowNegative={false}
        error={error}
      />
      <FormSelect control={control} name={unitName} label={unitLabel} w={110} data={unitOptions(t, units)} />
    </Group>
  );
}
