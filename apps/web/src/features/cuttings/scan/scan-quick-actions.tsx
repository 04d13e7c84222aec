import type { ReactNode } from 'react';
import { Button, Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/** The forms of the cutting page a quick action leads to, by the id of the heading that names each. */
export const QUICK_ACTION_TARGETS = {
  log: 'cutting-log-form-title',
  photo: 'cutting-photo-upload',
  diary: 'cutting-diary-title',
} as const;
export type QuickAction = keyof typeof QUICK_ACTION_TARGETS;

const FIELDS = 'textarea, input:not([type="hidden"]):not([type="file"]), select, button';

/** The form a heading names: labelled by it, or the first form of the section it heads. */
function formOf(headingId: string): HTMLFormElement | null {
  const labelled = document.querySelector<HTMLFormElement>(`form[aria-labelledby="${headingId}"]`);
  if (labelled) return labelled;
  return document.getElementById(headingId)?.closest('section')?.querySelector('form') ?? null;
}

/** Brings the form into view and puts the cursor in its first field. */
export function focusQuickAction(action: QuickAction): boolean {
  const field = formOf(QUICK_ACTION_TARGETS[action])?.querySelector<HTMLElement>(FIELDS);
  if (!field) return false;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
  return true;
}

/**
 * Three large buttons at the top of a cutting opened from a label scan on a phone: what a
 * gardener standing at the plant most often does next.
 */
export function ScanQuickActions(): ReactNode {
  const { t } = useTranslation();
  const actions: [QuickAction, string][] = [
    ['log', t('floor.quick.log')],
    ['photo', t('floor.quick.photo')],
    ['diary', t('floor.quick.diary')],
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="scan-quick-actions-title">
      <Title order={2} size="h4" id="scan-quick-actions-title" mb="sm">
        {t('floor.quick.title')}
      </Title>
      <SimpleGrid cols={1} spacing="sm">
        {actions.map(([action, label]) => (
          <Button key={action} size="lg" fullWidth onClick={() => focusQuickAction(action)}>
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
