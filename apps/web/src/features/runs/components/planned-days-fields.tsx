import type { ReactNode } from 'react';
import { Fieldset, NumberInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GROWING_STAGES, type GrowingStage } from '@canopy/shared/crop';

export interface PlannedDaysFieldsProps {
  value: Record<GrowingStage, number | ''>;
  onChange: (stage: GrowingStage, days: number | '') => void;
  errorOf: (stage: GrowingStage) => string | undefined;
}

/** Planned days of each growing stage, named by the stage. */
export function PlannedDaysFields({ value, onChange, errorOf }: PlannedDaysFieldsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('runs.plannedDays')} variant="unstyled">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {GROWING_STAGES.map((stage) => (
          <NumberInput
            key={stage}
            label={t(`crop.stages.${stage}`)}
            min={0}
            max={365}
            allowDecimal={false}
            value={value[stage]}
            onChange={(days) => onChange(stage, typeof days === 'number' ? days : '')}
            error={errorOf(stage)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
