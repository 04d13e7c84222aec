import type { ReactNode } from 'react';
import { Checkbox, Group, MultiSelect, Radio, Input, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import type { Task, TaskSummary } from '@canopy/shared/schemas/tasks';
import { TASK_PRIORITIES } from '@canopy/shared/tasks';
import { personName } from '../../../components/threads/thread-spec';
import { SaveFormModal } from '../../../components/ui/form-modal';
import { useRooms } from '../../../lib/crop/api/list-rooms';
import { useAssignable } from '../api/list-assignable';
import { useRunChoices } from '../api/run-choices';
import { EDIT_SCOPES } from '../lib/task-draft';
import { useTaskForm } from '../lib/use-task-form';
import { ChecklistFields } from './checklist-fields';
import { RecurrenceFields } from './recurrence-fields';
import { FormSelect } from '../../../components/ui/form-select';

export interface TaskFormModalProps {
  /** The task edited; null for a new one. */
  task: Task | TaskSummary | null;
  onClose: () => void;
}

/**
 * A task's plan in a dialog: description, people, due day and time (site time), priority, checklist, the
 * run and room it is about, review and repeat. Editing a recurring task asks whether the change is for
 * this occurrence or the whole series.
 */
export function TaskFormModal({ task, onClose }: TaskFormModalProps): ReactNode {
  const { t } = useTranslation();
  const { form, submit, errorOf, formError, saving } = useTaskForm(task, onClose);
  const people = useAssignable().data ?? [];
  const runs = useRunChoices().data ?? [];
  const rooms = useRooms().data ?? [];
  const askScope = form.getValues('askScope');
  return (
    <SaveFormModal
      title={t(task ? 'tasks.form.editTitle' : 'tasks.form.newTitle')}
      onClose={onClose}
      form={{ submit, formError, saving }}
    >
      <Textarea
        label={t('tasks.description')}
        withAsterisk
        rows={2}
        error={errorOf('description')}
        {...form.register('description')}
      />
      <Controller
        control={form.control}
        name="assigneeIds"
        render={({ field }) => (
          <MultiSelect
            label={t('tasks.form.assignees')}
            description={t('tasks.form.assigneesHint')}
            data={people.map((person) => ({ value: person.id, label: personName(person) }))}
            value={field.value}
            onChange={field.onChange}
            searchable
            clearable
            error={errorOf('assigneeIds')}
          />
        )}
      />
      <Group grow align="flex-start" preventGrowOverflow={false}>
        <TextInput
          type="date"
          label={t('tasks.form.dueDay')}
          error={errorOf('dueDay')}
          {...form.register('dueDay')}
        />
        <TextInput
          type="time"
          label={t('tasks.form.dueTime')}
          description={t('tasks.form.dueTimeHint')}
          error={errorOf('dueTime')}
          {...form.register('dueTime')}
        />
      </Group>
      <Controller
        control={form.control}
        name="priority"
        render={({ field }) => (
          <Input.Wrapper label={t('tasks.priorities.label')} error={errorOf('priority')}>
            <div>
              <SegmentedChoice
                aria-label={t('tasks.priorities.label')}
                data={TASK_PRIORITIES.map((value) => ({ value, label: t(`tasks.priorities.${value}`) }))}
                value={field.value}
                onChange={field.onChange}
              />
            </div>
          </Input.Wrapper>
        )}
      />
      <ChecklistFields form={form} errorOf={errorOf} />
      <Group grow align="flex-start" preventGrowOverflow={false}>
        <FormSelect
          control={form.control}
          name="runId"
          label={t('tasks.form.run')}
          placeholder={t('tasks.form.none')}
          data={runs.map((run) => ({
            value: run._id,
            label: run.name ? `${run.code} · ${run.name}` : run.code,
          }))}
          clearable
          searchable
          error={errorOf('runId')}
        />
        <FormSelect
          control={form.control}
          name="roomId"
          label={t('tasks.form.room')}
          placeholder={t('tasks.form.none')}
          data={rooms.map((room) => ({ value: room._id, label: room.name }))}
          clearable
          error={errorOf('roomId')}
        />
      </Group>
      <Checkbox
        label={t('tasks.form.requiresReview')}
        description={t('tasks.form.requiresReviewHint')}
        error={errorOf('requiresReview')}
        {...form.register('requiresReview')}
      />
      <RecurrenceFields form={form} errorOf={errorOf} />
      {askScope ? (
        <Controller
          control={form.control}
          name="scope"
          render={({ field }) => (
            <Radio.Group
              label={t('tasks.form.scope')}
              withAsterisk
              value={field.value ?? ''}
              onChange={field.onChange}
              error={errorOf('scope')}
            >
              <Group gap="md" mt={4}>
                {EDIT_SCOPES.map((scope) => (
                  <Radio key={scope} value={scope} label={t(`tasks.form.scopeOptions.${scope}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      ) : null}
    </SaveFormModal>
  );
}
