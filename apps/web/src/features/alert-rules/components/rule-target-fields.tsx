import type { ReactNode } from 'react';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALERT_KINDS, KIND_DEVICE_TYPES, RULE_NAME_MAX_LENGTH } from '@canopy/shared/alerts';
import { useRuleDevices } from '../api/list-rule-devices';
import type { RuleDraft } from '../lib/rule-draft';
import type { RuleFieldsProps } from '../lib/use-rule-form';

/** The rule's name, its kind and what it watches: a type of device, and one of them or all. */
export function RuleTargetFields({ draft, set, error }: RuleFieldsProps): ReactNode {
  const { t } = useTranslation();
  const devices = useRuleDevices();
  const ofType = (devices.data ?? []).filter((device) => device.type === draft.deviceType);
  return (
    <>
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
    </>
  );
}
