import type { ReactNode } from 'react';
import { Input, useMatches } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { severityOptions } from '../../../components/feeding/feeding-options';

/**
 * Severity 0-3 as four choices ("2 · Moderate"), one tap each: side by side where they fit, one under the
 * other on a phone, whose width would cut the last ones' words ("3 · Sev…", in Russian more).
 */
export function SeverityControl({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (severity: number) => void;
  error?: string | undefined;
}): ReactNode {
  const { t } = useTranslation();
  const orientation = useMatches({ base: 'vertical', xs: 'horizontal' } as const, {
    getInitialValueInEffect: false,
  });
  return (
    <Input.Wrapper label={t('care.scout.severity')} description={t('care.scout.severityHint')} error={error}>
      <div>
        <SegmentedChoice
          fullWidth
          orientation={orientation}
          style={{ marginTop: 4 }}
          aria-label={t('care.scout.severity')}
          data={severityOptions(t)}
          value={String(value)}
          onChange={(chosen) => onChange(Number(chosen))}
        />
      </div>
    </Input.Wrapper>
  );
}
