import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageTaskTemplates, type Actor } from '@canopy/shared/permissions';
import type { TaskTemplate } from '@canopy/shared/schemas/tasks';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { QueryList } from '../../../components/ui/query-list';
import { errorMessage } from '../../../i18n/error-message';
import { useAssignable } from '../api/list-assignable';
import { useDeleteTaskTemplate, useTaskTemplates } from '../api/task-templates';
import { TemplateFormModal } from './template-form-modal';
import { TemplateList } from './template-list';

/**
 * /tasks/templates: the SOP templates a run's work is scheduled from. Everyone reads them; staff add,
 * edit and delete them (a deletion asks first; the tasks a template scheduled stay).
 */
export function TaskTemplatesPanel({ actor }: { actor: Actor }): ReactNode {
  const { t } = useTranslation();
  const templates = useTaskTemplates();
  const people = useAssignable().data ?? [];
  const remove = useDeleteTaskTemplate();
  const staff = canManageTaskTemplates(actor);
  const [editing, setEditing] = useState<TaskTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TaskTemplate | null>(null);
  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };
  return (
    <Stack gap="lg">
      <AnchorLink to="/tasks">{t('taskTemplates.back')}</AnchorLink>
      <Group justify="space-between" gap="sm">
        <Title order={1}>{t('taskTemplates.title')}</Title>
        {staff ? <Button onClick={() => setEditing('new')}>{t('taskTemplates.add')}</Button> : null}
      </Group>
      <Text>{t('taskTemplates.intro')}</Text>
      {staff ? null : <Text c="dimmed">{t('taskTemplates.readOnly')}</Text>}
      <QueryList query={templates} empty={<Alert color="gray">{t('taskTemplates.none')}</Alert>}>
        {(items) => (
          <TemplateList
            templates={items}
            people={people}
            onEdit={staff ? setEditing : undefined}
            onDelete={staff ? setDeleting : undefined}
          />
        )}
      </QueryList>
      {editing ? (
        <TemplateFormModal template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title={t('taskTemplates.deleteTitle')}
        busy={remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : undefined}
        onClose={closeDelete}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: closeDelete })}
      >
        {t('taskTemplates.deleteText')} <bdi>{deleting?.name}</bdi>
      </ConfirmModal>
    </Stack>
  );
}
