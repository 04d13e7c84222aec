import type { ReactNode } from 'react';
import { Button, Modal, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { AlertRule } from '@canopy/shared/schemas/alerts';
import { FormButtons } from '../../../components/ui/form-buttons';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useRuleForm } from '../lib/use-rule-form';
import { RuleConditionFields } from './rule-condition-fields';
import { RulePreviewTable } from './rule-preview';
import { RuleTargetFields } from './rule-target-fields';
import { RuleTimingFields } from './rule-timing-fields';

/**
 * Creates or edits a rule: the fields the chosen kind uses, limits with the metric's unit as
 * a suffix, a preview of the devices that would breach now. Checked with the server's own schema first.
 */
export function RuleForm({ rule, onClose }: { rule: AlertRule | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const { fields, submit, runPreview, save, preview } = useRuleForm(rule, onClose);
  const { draft } = fields;
  const previewMetric =
    draft.kind === 'threshold' ? draft.metric : draft.kind === 'leak' ? 'inRate_lpm' : null;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(rule ? 'alertRules.editTitle' : 'alertRules.newTitle')}
      size="lg"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <ErrorNotice error={save.error} />
          <RuleTargetFields {...fields} />
          <RuleConditionFields {...fields} />
          <RuleTimingFields {...fields} />
          <ErrorNotice error={preview.error} />
          {preview.data ? (
            <RulePreviewTable preview={preview.data} deviceType={draft.deviceType} metric={previewMetric} />
          ) : null}
          <FormButtons
            onCancel={onClose}
            saving={save.isPending}
            start={
              <Button variant="light" onClick={() => void runPreview()} loading={preview.isPending}>
                {t('alertRules.preview')}
              </Button>
            }
          />
        </Stack>
      </form>
    </Modal>
  );
}
