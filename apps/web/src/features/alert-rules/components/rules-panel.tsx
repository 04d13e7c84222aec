import { useState, type ReactNode } from 'react';
import { Alert as Notice, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { isAdmin, isStaff } from '@canopy/shared/permissions';
import type { AlertRule } from '@canopy/shared/schemas/alerts';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { QueryList } from '../../../components/ui/query-list';
import { useSession } from '../../../lib/use-session';
import { useDeleteRule } from '../api/delete-rule';
import { useAlertRules } from '../api/list-alert-rules';
import { useSaveRule } from '../api/save-rule';
import { draftOf, ruleFormSchema } from '../lib/rule-draft';
import { useRuleName } from '../lib/use-rule-name';
import { RuleForm } from './rule-form';
import { RulesTable } from './rules-table';
import { ScenarioPanel } from './scenario-panel';

/** /alerts/rules: every rule; staff create, edit, switch and delete, others read. */
export function RulesPanel(): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const staff = isStaff(actor);
  const rules = useAlertRules();
  const save = useSaveRule();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<AlertRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const nameOf = useRuleName();
  // Switching saves the whole rule as the form would, checked with the same schema.
  const toggle = (rule: AlertRule, enabled: boolean) => {
    const checked = ruleFormSchema(null).safeParse({ ...draftOf(rule), enabled });
    if (checked.success) save.mutate({ id: rule._id, rule: checked.data });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('alertRules.title')}</Title>
        {staff ? <Button onClick={() => setEditing('new')}>{t('alertRules.add')}</Button> : null}
      </Group>
      <Text>{t(staff ? 'alertRules.intro' : 'alertRules.introReadOnly')}</Text>
      <ErrorNotice error={save.error ?? remove.error} />
      <QueryList query={rules} empty={<Notice color="gray">{t('alertRules.none')}</Notice>}>
        {(items) => (
          <RulesTable
            rules={items}
            staff={staff}
            onToggle={toggle}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </QueryList>
      {isAdmin(actor) ? <ScenarioPanel /> : null}
      {editing ? (
        <RuleForm rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title={t('alertRules.deleteTitle')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
      >
        {t('alertRules.deleteText', { name: deleting ? nameOf(deleting) : '' })}
      </ConfirmModal>
    </Stack>
  );
}
