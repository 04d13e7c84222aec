import type { ReactNode } from 'react';
import { Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Person } from '@canopy/shared/schemas/people';
import type { TaskTemplate, TaskTemplateStep } from '@canopy/shared/schemas/tasks';
import { EditDeleteButtons } from '../../../components/ui/edit-delete-buttons';
import { personName } from '../../../components/threads/thread-spec';

export interface TemplateListProps {
  templates: readonly TaskTemplate[];
  /** Whom a step may be given to, to name its person. */
  people: readonly Person[];
  /** Staff's Edit and Delete; left out, the list is read-only. */
  onEdit?: ((template: TaskTemplate) => void) | undefined;
  onDelete?: ((template: TaskTemplate) => void) | undefined;
}

/** Each template a card: its name, then its steps in order, each with its stage day and for whom. */
export function TemplateList({ templates, people, onEdit, onDelete }: TemplateListProps): ReactNode {
  const { t } = useTranslation();
  const whom = (assignee: TaskTemplateStep['assignee']): string | null => {
    if (assignee === null) return null;
    if (assignee.role) return t('taskTemplates.role', { role: t(`roles.${assignee.role}`) });
    const person = people.find((one) => one.id === assignee.userId);
    return person ? personName(person) : null;
  };
  return (
    <Stack gap="md">
      {templates.map((template) => (
        <Card key={template._id} withBorder component="article" aria-labelledby={`template-${template._id}`}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={2} size="h4" id={`template-${template._id}`}>
              <bdi>{template.name}</bdi>
            </Title>
            {onEdit && onDelete ? (
              <Group gap="xs">
                <EditDeleteButtons
                  name={template.name}
                  onEdit={() => onEdit(template)}
                  onDelete={() => onDelete(template)}
                />
              </Group>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" mb="xs">
            {t('taskTemplates.stepCount', { count: template.steps.length })}
          </Text>
          <List type="ordered" spacing={4} size="sm">
            {template.steps.map((step) => {
              const person = whom(step.assignee);
              return (
                <List.Item key={step._id}>
                  <bdi>{step.title}</bdi>
                  {' · '}
                  {t('taskTemplates.stageDay', {
                    stage: t(`crop.stages.${step.stage}`),
                    day: step.dayOfStage,
                  })}
                  {person ? (
                    <>
                      {' · '}
                      <bdi>{person}</bdi>
                    </>
                  ) : null}
                  {step.requiresReview ? ` · ${t('taskTemplates.form.requiresReview')}` : null}
                </List.Item>
              );
            })}
          </List>
        </Card>
      ))}
    </Stack>
  );
}
