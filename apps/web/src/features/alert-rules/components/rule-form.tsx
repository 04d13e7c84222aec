import { useState, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ALERT_KINDS,
  ALERT_METRICS,
  ALERT_PERIODS,
  ALERT_SEVERITIES,
  CLEAR_MINUTES_MAX,
  DEVICE_THRESHOLD_METRICS,
  FOR_MINUTES_MAX,
  isMetricOf,
  KIND_DEVICE_TYPES,
  METRIC_UNITS,
  REPEAT_MINUTES_MAX,
  RULE_NAME_MAX_LENGTH,
  STALE_MINUTES_MAX,
} from '@canopy/shared/alerts';
import type { AlertRule } from '@canopy/shared/schemas/alerts';
import { useRuleDevices } from '../api/list-rule-devices';
import { usePreviewRule } from '../api/preview-rule';
import { useSaveRule } from '../api/save-rule';
import {
  changeDraft,
  checkDraft,
  draftOf,
  newDraft,
  type DraftErrors,
  type RuleDraft,
} from '../lib/rule-draft';
import { useRuleName } from '../lib/use-rule-name';
import { RulePreviewTable } from './rule-preview';
import { ErrorNotice } from '../../../components/ui/error-notice';

const asTyped = (value: string | number): number | '' => (typeof value === 'number' ? value : '');

/**
 * Creates or edits a rule: the fields the chosen kind uses, limits with the metric's unit as
 * a suffix, a preview of the devices that would breach now. Checked with the server's own schema first.
 */
export function RuleForm({ rule, onClose }: { rule: AlertRule | null; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const nameOf = useRuleName();
  // A name Canopy gave is shown, and edited, in the reader's language; saved unchanged, it goes back as
  // stored, so the rule keeps its preset (and other readers their language).
  const [shownName] = useState(() => (rule ? nameOf(rule) : ''));
  const [draft, setDraft] = useState<RuleDraft>(() =>
    rule ? { ...draftOf(rule), name: shownName } : newDraft(),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const devices = useRuleDevices();
  const save = useSaveRule();
  const preview = usePreviewRule();

  const set = <K extends keyof RuleDraft>(field: K, value: RuleDraft[K]) => {
    setDraft((current) => changeDraft(current, field, value));
    setErrors((current) => ({ ...current, [field]: undefined }));
    preview.reset();
  };
  const error = (field: keyof RuleDraft) => (errors[field] ? t(errors[field]) : undefined);
  const checked = () => {
    const result = checkDraft(rule && draft.name === shownName ? { ...draft, name: rule.name } : draft);
    setErrors(result.errors ?? {});
    return result.rule;
  };
  const submit = () => {
    const body = checked();
    if (body) save.mutate({ id: rule?._id ?? null, rule: body }, { onSuccess: onClose });
  };
  const runPreview = () => {
    const body = checked();
    if (body) preview.mutate(body);
  };

  const threshold = draft.kind === 'threshold';
  const unit = isMetricOf(draft.deviceType, draft.metric) ? METRIC_UNITS[draft.metric] : undefined;
  const canUseDeviceThresholds =
    threshold &&
    draft.deviceType === 'climate' &&
    (DEVICE_THRESHOLD_METRICS as readonly string[]).includes(draft.metric);
  const showLimits = threshold && !(canUseDeviceThresholds && draft.useDeviceThresholds);
  const ofType = (devices.data ?? []).filter((device) => device.type === draft.deviceType);
  const numberProps = (field: 'forMinutes' | 'clearMinutes' | 'repeatMinutes', max: number) => ({
    value: draft[field],
    onChange: (value: string | number) => set(field, asTyped(value)),
    min: 0,
    max,
    allowDecimal: false,
    error: error(field),
    rightSection: t('alertRules.minutesUnit'),
    rightSectionWidth: 48,
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(rule ? 'alertRules.editTitle' : 'alertRules.newTitle')}
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <ErrorNotice error={save.error} />
          <TextInput
            label={t('alertRules.name')}
            withAsterisk
            value={draft.name}
            maxLength={RULE_NAME_MAX_LENGTH}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={error('name')}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t('alertRules.kind')}
              value={draft.kind}
              onChange={(event) => set('kind', event.currentTarget.value as RuleDraft['kind'])}
              data={ALERT_KINDS.map((kind) => ({ value: kind, label: t(`alerts.kind.${kind}`) }))}
            />
            <NativeSelect
              label={t('alertRules.deviceType')}
              value={draft.deviceType}
              onChange={(event) => set('deviceType', event.currentTarget.value as RuleDraft['deviceType'])}
              data={KIND_DEVICE_TYPES[draft.kind].map((type) => ({
                value: type,
                label: t(`alertRules.type.${type}`),
              }))}
              error={error('deviceType')}
            />
            <NativeSelect
              label={t('alertRules.device')}
              value={draft.deviceId}
              onChange={(event) => set('deviceId', event.currentTarget.value)}
              data={[
                { value: '', label: t(`alertRules.everyDevice.${draft.deviceType}`) },
                ...ofType.map((device) => ({ value: device.id, label: device.name })),
              ]}
            />
          </SimpleGrid>
          {threshold ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t('alertRules.metric')}
                value={draft.metric}
                onChange={(event) => set('metric', event.currentTarget.value)}
                data={ALERT_METRICS[draft.deviceType].map((metric) => ({
                  value: metric,
                  label: `${t(`alerts.metric.${metric}`)} (${METRIC_UNITS[metric]})`,
                }))}
                error={error('metric')}
              />
              {draft.deviceType === 'climate' ? (
                <NativeSelect
                  label={t('alertRules.periodLabel')}
                  value={draft.period}
                  onChange={(event) => set('period', event.currentTarget.value as RuleDraft['period'])}
                  data={ALERT_PERIODS.map((period) => ({
                    value: period,
                    label: t(`alertRules.period.${period}`),
                  }))}
                  error={error('period')}
                />
              ) : null}
            </SimpleGrid>
          ) : null}
          {canUseDeviceThresholds ? (
            <Checkbox
              label={t('alertRules.useDeviceThresholds')}
              checked={draft.useDeviceThresholds}
              onChange={(event) => set('useDeviceThresholds', event.currentTarget.checked)}
              error={error('useDeviceThresholds')}
            />
          ) : null}
          {showLimits || draft.kind === 'leak' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {showLimits ? (
                <NumberInput
                  label={t('alertRules.min')}
                  value={draft.min}
                  onChange={(value) => set('min', asTyped(value))}
                  rightSection={unit}
                  rightSectionWidth={56}
                  decimalScale={2}
                  error={error('min')}
                />
              ) : null}
              <NumberInput
                label={t(draft.kind === 'leak' ? 'alertRules.leakMax' : 'alertRules.max')}
                value={draft.max}
                onChange={(value) => set('max', asTyped(value))}
                rightSection={draft.kind === 'leak' ? METRIC_UNITS.inRate_lpm : unit}
                rightSectionWidth={56}
                decimalScale={2}
                min={draft.kind === 'leak' ? 0 : undefined}
                error={error('max') ?? (draft.kind === 'leak' ? error('min') : undefined)}
              />
            </SimpleGrid>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {draft.kind === 'power' ? null : (
              <NumberInput
                label={t(`alertRules.forMinutes.${draft.kind}`)}
                {...numberProps('forMinutes', draft.kind === 'stale' ? STALE_MINUTES_MAX : FOR_MINUTES_MAX)}
              />
            )}
            <NumberInput
              label={t('alertRules.clearMinutes')}
              {...numberProps('clearMinutes', CLEAR_MINUTES_MAX)}
            />
            <NumberInput
              label={t('alertRules.repeatMinutes')}
              description={t('alertRules.repeatHint')}
              {...numberProps('repeatMinutes', REPEAT_MINUTES_MAX)}
            />
          </SimpleGrid>
          <Group gap="xl">
            <NativeSelect
              label={t('alerts.filterSeverity')}
              value={draft.severity}
              onChange={(event) => set('severity', event.currentTarget.value as RuleDraft['severity'])}
              data={ALERT_SEVERITIES.map((s) => ({ value: s, label: t(`alerts.severity.${s}`) }))}
            />
            <Switch
              label={t('alertRules.enabled')}
              checked={draft.enabled}
              onChange={(event) => set('enabled', event.currentTarget.checked)}
              mt="lg"
            />
          </Group>
          <ErrorNotice error={preview.error} />
          {preview.data ? (
            <RulePreviewTable
              preview={preview.data}
              deviceType={draft.deviceType}
              metric={threshold ? draft.metric : draft.kind === 'leak' ? 'inRate_lpm' : null}
            />
          ) : null}
          <Group justify="space-between">
            <Button variant="light" onClick={runPreview} loading={preview.isPending}>
              {t('alertRules.preview')}
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
