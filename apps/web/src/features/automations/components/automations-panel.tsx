import { useState, type ReactNode } from 'react';
import { Alert as Notice, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { isStaff } from '@canopy/shared/permissions';
import { ButtonLink } from '../../../components/ui/button-link';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { QueryList } from '../../../components/ui/query-list';
import { useSession } from '../../../lib/use-session';
import type { Automation } from '@canopy/shared/schemas/automations';
import { useDeleteAutomation } from '../api/delete-automation';
import { useAutomations } from '../api/list-automations';
import { useSaveAutomation } from '../api/save-automation';
import { bodyOf, draftOf } from '../lib/automation-draft';
import { AutomationCard } from './automation-card';
import { AutomationForm } from './automation-form';

/** The profiles' page; typed as a path the router may not know in this build. */
const CLIMATE_PROFILES = '/climate-profiles' as never;

/** /automations: every automation as a card; staff make, edit, switch and delete them, others read. */
export function AutomationsPanel(): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const staff = isStaff(actor);
  const automations = useAutomations();
  const save = useSaveAutomation();
  const remove = useDeleteAutomation();
  const [editing, setEditing] = useState<Automation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Automation | null>(null);
  // Switching saves the whole automation as stored, with only `enabled` changed.
  const toggle = (automation: Automation, enabled: boolean) =>
    save.mutate({ id: automation._id, body: { ...bodyOf(draftOf(automation)), enabled } });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('automations.title')}</Title>
        <Group gap="xs">
          <ButtonLink to={CLIMATE_PROFILES} variant="default">
            {t('automations.profiles')}
          </ButtonLink>
          {staff ? <Button onClick={() => setEditing('new')}>{t('automations.add')}</Button> : null}
        </Group>
      </Group>
      <Text>{t('automations.intro')}</Text>
      <ErrorNotice error={save.error ?? remove.error} />
      <QueryList
        query={automations}
        empty={
          <Notice color="gray">
            {t('automations.none')} {staff ? t('automations.noneStaff') : null}
          </Notice>
        }
      >
        {(items) => (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, md: 2 }}
            aria-label={t('automations.listLabel')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {items.map((automation) => (
              <AutomationCard
                key={automation._id}
                automation={automation}
                staff={staff}
                onToggle={(enabled) => toggle(automation, enabled)}
                onEdit={() => setEditing(automation)}
                onDelete={() => setDeleting(automation)}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryList>
      {editing ? (
        <AutomationForm automation={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title={t('automations.deleteTitle')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
      >
        {t('automations.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
