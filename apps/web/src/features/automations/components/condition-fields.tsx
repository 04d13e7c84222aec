import type { ReactNode } from 'react';
import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { AUTOMATION_CONDITIONS_MAX, AUTOMATION_CONDITION_TYPES } from '@canopy/shared/schemas/automations';
import { useAutomationDevices } from '../api/list-automation-devices';
import { newCondition } from '../lib/automation-draft';
import { useFieldError } from '../lib/field-text';
import { deviceOptions, stageOptions, useRoomChoices, withChoose } from './choice-options';
import { RemoveButton } from './remove-button';
import type { DraftFieldsProps } from './trigger-fields';

/** The conditions: each of its kind's fields, added and removed. */
export function ConditionFields({ control, register }: DraftFieldsProps): ReactNode {
  const { t } = useTranslation();
  const error = useFieldError(control);
  const list = useFieldArray({ control, name: 'conditions' });
  const conditions = useWatch({ control, name: 'conditions' });
  const devices = useAutomationDevices();
  const choose = t('automations.form.choose');
  const roomChoices = useRoomChoices(choose);

  return (
    <Fieldset legend={t('automations.form.conditions')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(list.fields.length === 0 ? 'automations.form.noConditions' : 'automations.form.conditionsHint')}
        </Text>
        {list.fields.map((item, index) => {
          const condition = conditions[index] ?? item;
          const at = `conditions.${index}` as const;
          return (
            <Fieldset
              key={item.id}
              variant="filled"
              legend={t('automations.form.conditionN', { n: index + 1 })}
            >
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NativeSelect
                  label={t('automations.form.type')}
                  data={AUTOMATION_CONDITION_TYPES.map((type) => ({
                    value: type,
                    label: t(`automations.condition.${type}`),
                  }))}
                  {...register(`${at}.type`)}
                />
                {condition.type === 'time' ? (
                  <>
                    <TextInput
                      type="time"
                      label={t('automations.form.from')}
                      error={error(`${at}.from`)}
                      {...register(`${at}.from`)}
                    />
                    <TextInput
                      type="time"
                      label={t('automations.form.to')}
                      error={error(`${at}.to`)}
                      {...register(`${at}.to`)}
                    />
                  </>
                ) : null}
                {condition.type === 'phase' ? (
                  <NativeSelect
                    label={t('automations.form.phase')}
                    data={[
                      { value: 'day', label: t('automations.form.phaseDay') },
                      { value: 'night', label: t('automations.form.phaseNight') },
                    ]}
                    {...register(`${at}.phase`)}
                  />
                ) : null}
                {condition.type === 'phase' || condition.type === 'online' ? (
                  <NativeSelect
                    label={t('automations.form.device')}
                    data={withChoose(
                      choose,
                      deviceOptions(devices.data, condition.type === 'phase' ? ['climate'] : undefined),
                    )}
                    error={error(`${at}.deviceId`)}
                    {...register(`${at}.deviceId`)}
                  />
                ) : null}
                {condition.type === 'stage' ? (
                  <>
                    <NativeSelect
                      label={t('automations.form.room')}
                      data={roomChoices}
                      error={error(`${at}.roomId`)}
                      {...register(`${at}.roomId`)}
                    />
                    <NativeSelect
                      label={t('automations.form.stage')}
                      data={stageOptions(t)}
                      {...register(`${at}.stage`)}
                    />
                  </>
                ) : null}
              </SimpleGrid>
              <Group justify="flex-end" mt="xs">
                <RemoveButton size="compact-sm" onRemove={() => list.remove(index)} />
              </Group>
            </Fieldset>
          );
        })}
        {list.fields.length < AUTOMATION_CONDITIONS_MAX ? (
          <Group>
            <Button variant="light" onClick={() => list.append(newCondition())}>
              {t('automations.form.addCondition')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
