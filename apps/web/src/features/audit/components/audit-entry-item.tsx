import type { ReactNode } from 'react';
import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { AuditEntry } from '@canopy/shared/schemas/audit';
import { currentLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/dates';
import { auditSummary } from '../lib/audit-summary';
import { AuditChangesTable } from './audit-changes';

/** One entry: when, who, what; its before/after opens below. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }): ReactNode {
  const { t, i18n } = useTranslation();
  const action = t(`audit.actions.${entry.action}`);
  const entity = t(`audit.entities.${entry.entity}`);
  const summary = auditSummary(t, entry, currentLanguage(i18n));
  return (
    <Accordion.Item value={entry._id}>
      <Accordion.Control aria-label={`${action}: ${summary}`}>
        <Stack gap={2}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              <time dateTime={entry.ts}>{formatDateTime(entry.ts, currentLanguage(i18n))}</time>
            </Text>
            <Badge variant="light">{action}</Badge>
            <Badge variant="outline" color="gray">
              {entity}
            </Badge>
          </Group>
          <Text size="sm" dir="auto" style={{ wordBreak: 'break-word' }}>
            {summary}
          </Text>
          <Text size="xs" c="dimmed" dir="auto">
            {entry.actor ? entry.actor.email : t('audit.nobody')}
          </Text>
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <AuditChangesTable changes={entry.changes} label={t('audit.changesOf', { summary })} />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
