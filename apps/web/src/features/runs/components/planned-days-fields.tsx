import type { ReactNode } from 'react';
import { Fieldset, SimpleGrid } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { GROWING_STAGES, type GrowingStage } from '@canopy/shared/crop';
import { FormNumberField } from '../../../components/ui/form-number-field';

/** A form that plans a run: planned days by growing stage. */
export interface PlannedDaysDraft extends FieldValues {
  plannedDays: Record<GrowingStage, number>;
}

export interface PlannedDaysFieldsProps<Values extends PlannedDaysDraft, Sent extends FieldValues> {
  control: Control<Values, unknown, Sent>;
  errorOf: (stage: GrowingStage) => string | undefined;
}

/** Planned days of each growing stage, named by the stage. */
export function PlannedDaysFields<Values extends PlannedDaysDraft, Sent extends FieldValues>({
  control,
  errorOf,
}: PlannedDaysFieldsProps<Values, Sent>): ReactNode {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('runs.plannedDays')} variant="unstyled">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {GROWING_STAGES.map((stage) => (
          <FormNumberField
            key={stage}
            control={control}
            name={`plannedDays.${stage}` as Path<Values>}
            label={t(`crop.stages.${stage}`)}
            min={0}
            max={365}
            allowDecimal={false}
            error={errorOf(stage)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
