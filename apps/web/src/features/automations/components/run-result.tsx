import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { AutomationResult } from '@canopy/shared/schemas/automations';

/** Dark shades: the words stay readable on the light badge (contrast), and the word says it without colour. */
const COLOURS: Record<AutomationResult, string> = { ok: 'green.9', failed: 'red.9', skipped: 'gray.8' };

/** A run's result, in colour and in words. */
export function RunResult({ result }: { result: AutomationResult }): ReactNode {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={COLOURS[result]} data-result={result}>
      {t(`automations.result.${result}`)}
    </Badge>
  );
}
