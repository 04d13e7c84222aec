import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useAutomationSummary } from '../api/summarize-automation';
import { completeBody, type AutomationDraft, type DraftControl } from '../lib/automation-draft';
import { useDebounced } from '../lib/use-debounced';

/** How long typing pauses before the sentence is asked for again. */
export const SUMMARY_DEBOUNCE_MS = 400;

/**
 * The automation in words as the server will write it, asked once typing pauses and only of a draft the
 * schema takes (an incomplete one would only be refused); the last sentence stays until the next comes.
 */
export function SummaryLine({ control }: { control: DraftControl }): ReactNode {
  const { t } = useTranslation();
  const draft = useWatch({ control }) as AutomationDraft;
  const body = useDebounced(completeBody(draft), SUMMARY_DEBOUNCE_MS);
  // The key is the body itself: equal drafts share one request.
  const summary = useAutomationSummary(body && JSON.parse(JSON.stringify(body)));
  const text = body && summary.data && !summary.isError ? summary.data : null;
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
      <Text size="xs" fw={700} c="dimmed">
        {t('automations.form.summary')}
      </Text>
      <Text role="status" aria-live="polite" size="sm">
        {text ?? t('automations.form.summaryWaiting')}
      </Text>
    </Paper>
  );
}
