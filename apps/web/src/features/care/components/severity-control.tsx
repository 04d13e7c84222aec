import type { ReactNode } from 'react';
import { Input, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { severityOptions } from '../../../components/feeding/feeding-options';

/** Severity 0-3 as four choices side by side ("2 · Moderate"), one tap each on a phone. */
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
  return (
    <Input.Wrapper label={t('care.scout.severity')} description={t('care.scout.severityHint')} error={error}>
      <div>
        <SegmentedControl
          fullWidth
          mt={4}
          aria-label={t('care.scout.severity')}
          data={severityOptions(t)}
          value={String(value)}
          onChange={(chosen) => onChange(Number(chosen))}
        />
      </div>
    </Input.Wrapper>
  );
}
