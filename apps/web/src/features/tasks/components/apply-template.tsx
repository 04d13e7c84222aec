import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canApplyTaskTemplate, type Actor } from '@canopy/shared/permissions';
import type { ApplyTemplateResult } from '@canopy/shared/schemas/tasks';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useApplyTemplate } from '../api/apply-template';
import { useTaskTemplates } from '../api/task-templates';

/**
 * On a run's page, for staff: schedule a template's steps as tasks on the run's groups. Says how many
 * were scheduled and how many steps were skipped (a group past the step's stage), and links to the run's
 * tasks.
 */
export function ApplyTemplate({ runId, actor }: { runId: string; actor: Actor }): ReactNode {
  if (!canApplyTaskTemplate(actor)) return null;
  return <ApplyTemplateForm runId={runId} />;
}

function ApplyTemplateForm({ runId }: { runId: string }): ReactNode {
  const { t } = useTranslation();
  const templates = useTaskTemplates();
  const apply = useApplyTemplate();
  const [chosen, setChosen] = useState('');
  const [result, setResult] = useState<ApplyTemplateResult | null>(null);
  const items = templates.data ?? [];
  const templateId = chosen || items[0]?._id || '';
  return (
    <Stack gap="sm" component="section" aria-labelledby="apply-template-title">
      <Title order={2} size="h3" id="apply-template-title">
        {t('taskTemplates.apply.title')}
      </Title>
      <ErrorNotice error={templates.error ?? apply.error} />
      {templates.isSuccess && items.length === 0 ? (
        <Text>
          {t('taskTemplates.none')} <AnchorLink to="/tasks/templates">{t('taskTemplates.title')}</AnchorLink>
        </Text>
      ) : (
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('taskTemplates.apply.template')}
            data={items.map((template) => ({ value: template._id, label: template.name }))}
            value={templateId}
            onChange={(event) => setChosen(event.currentTarget.value)}
            disabled={items.length === 0}
          />
          <Button
            loading={apply.isPending}
            disabled={!templateId}
            onClick={() => apply.mutate({ runId, templateId }, { onSuccess: (answer) => setResult(answer) })}
          >
            {t('taskTemplates.apply.submit')}
          </Button>
        </Group>
      )}
      {result ? (
        <Alert color="canopy" role="status">
          <Stack gap={4}>
            <Text size="sm">{t('taskTemplates.apply.result', result)}</Text>
            <AnchorLink to="/tasks" search={{ view: 'all', runId }}>
              {t('taskTemplates.apply.showTasks')}
            </AnchorLink>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
