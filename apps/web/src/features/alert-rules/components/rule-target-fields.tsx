import type { ReactNode } from 'react';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { ALERT_KINDS, KIND_DEVICE_TYPES, RULE_NAME_MAX_LENGTH } from '@canopy/shared/alerts';
import { useRuleDevices } from '../api/list-rule-devices';
import type { RuleDraft } from '../lib/rule-draft';
import type { RuleFieldsProps } from '../lib/use-rule-form';
import { FormNativeSelect } from '../../../components/ui/form-native-select';

/** The rule's name, its kind and what it watches: a type of device, and one of them or all. */
export function RuleTargetFields({ control, draft, choose, error }: RuleFieldsProps): ReactNode {
  const { t } = useTranslation();
  const devices = useRuleDevices();
  const ofType = (devices.data ?? []).filter((device) => device.type === draft.deviceType);
  return (
    <>
      <Controller
        control={control}
        name="name"
        render={({ field }) => (
          <TextInput
            label={t('alertRules.name')}
            withAsterisk
            maxLength={RULE_NAME_MAX_LENGTH}
            error={error('name')}
            data-autofocus
            {...field}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={t('alertRules.kind')}
          value={draft.kind}
          onChange={(event) => choose('kind', event.currentTarget.value as RuleDraft['kind'])}
          data={ALERT_KINDS.map((kind) => ({ value: kind, label: t(`alerts.kind.${kind}`) }))}
        />
        <NativeSelect
          label={t('alertRules.deviceType')}
          value={draft.deviceType}
          onChange={(event) => choose('deviceType', event.currentTarget.value as RuleDraft['deviceType'])}
          data={KIND_DEVICE_TYPES[draft.kind].map((type) => ({
            value: type,
            label: t(`alertRules.type.${type}`),
          }))}
          error={error('deviceType')}
        />
        <FormNativeSelect
          control={control}
          name="deviceId"
          label={t('alertRules.device')}
          data={[
            { value: '', label: t(`alertRules.everyDevice.${draft.deviceType}`) },
            ...ofType.map((device) => ({ value: device.id, label: device.name })),
          ]}
        />
      </SimpleGrid>
    </>
  );
}
