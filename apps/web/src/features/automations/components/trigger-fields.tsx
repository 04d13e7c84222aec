import type { ReactNode } from 'react';
import { Button, Checkbox, Fieldset, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useWatch, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { ALERT_SEVERITIES } from '@canopy/shared/alerts';
import { AUTOMATION_METRICS, AUTOMATION_TRIGGER_TYPES } from '@canopy/shared/schemas/automations';
import { COMPARE_METRICS_BY_KIND } from '@canopy/shared/schemas/run-compare';
import { useAutomationDevices } from '../api/list-automation-devices';
import type { AutomationDraft, DraftControl } from '../lib/automation-draft';
import { useFieldError } from '../lib/field-text';
import { deviceOptions, stageOptions, useRoomChoices, withChoose } from './choice-options';
import { MinutesInput, NumberField } from './number-field';
import { RemoveButton } from './remove-button';
import { weekdayNames } from './weekdays';

export interface DraftFieldsProps {
  control: DraftControl;
  register: UseFormRegister<AutomationDraft>;
}

const isSoilMetric = (metric: string) => (COMPARE_METRICS_BY_KIND.soil as readonly string[]).includes(metric);

/** The trigger's kind and the fields of that kind. */
export function TriggerFields({ control, register }: DraftFieldsProps): ReactNode {
  const { t } = useTranslation();
  const error = useFieldError(control);
  const trigger = useWatch({ control, name: 'trigger' });
  const devices = useAutomationDevices();
  const choose = t('automations.form.choose');
  const roomOptions = useRoomChoices(choose);
  const stages = stageOptions(t);

  return (
    <Fieldset legend={t('automations.form.trigger')}>
      <Stack gap="sm">
        <NativeSelect
          label={t('automations.form.triggerType')}
          data={AUTOMATION_TRIGGER_TYPES.map((type) => ({
            value: type,
            label: t(`automations.trigger.${type}`),
          }))}
          {...register('trigger.type')}
        />
        {trigger.type === 'metric' ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t('automations.form.target')}
                data={[
                  { value: 'device', label: t('automations.form.targetDevice') },
                  { value: 'room', label: t('automations.form.targetRoom') },
                ]}
                {...register('trigger.target')}
              />
              {trigger.target === 'room' ? (
                <NativeSelect
                  label={t('automations.form.room')}
                  data={roomOptions}
                  error={error('trigger.roomId', 'trigger.deviceId')}
                  {...register('trigger.roomId')}
                />
              ) : (
                <NativeSelect
                  label={t('automations.form.device')}
                  data={withChoose(
                    choose,
                    deviceOptions(devices.data, [isSoilMetric(trigger.metric) ? 'soil' : 'climate']),
                  )}
                  error={error('trigger.deviceId')}
                  {...register('trigger.deviceId')}
                />
              )}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NativeSelect
                label={t('automations.form.metric')}
                data={AUTOMATION_METRICS.map((metric) => ({
                  value: metric,
                  label: t(`automations.metric.${metric}`),
                }))}
                error={error('trigger.metric')}
                {...register('trigger.metric')}
              />
              <NativeSelect
                label={t('automations.form.op')}
                data={[
                  { value: 'above', label: t('automations.form.above') },
                  { value: 'below', label: t('automations.form.below') },
                ]}
                {...register('trigger.op')}
              />
              <NumberField
                label={t('automations.form.value')}
                step="any"
                error={error('trigger.value')}
                {...register('trigger.value', { valueAsNumber: true })}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MinutesInput
                label={t('automations.form.forMinutes')}
                error={error('trigger.forMinutes')}
                {...register('trigger.forMinutes', { valueAsNumber: true })}
              />
              <NumberField
                label={t('automations.form.clear')}
                description={t('automations.form.clearHint')}
                step="any"
                min={0}
                error={error('trigger.clear')}
                {...register('trigger.clear', { valueAsNumber: true })}
              />
            </SimpleGrid>
          </>
        ) : null}
        {trigger.type === 'time' ? <TimeBlocks control={control} register={register} /> : null}
        {trigger.type === 'lights' ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t('automations.form.device')}
              data={withChoose(choose, deviceOptions(devices.data, ['climate']))}
              error={error('trigger.deviceId')}
              {...register('trigger.deviceId')}
            />
            <NativeSelect
              label={t('automations.form.edge')}
              data={[
                { value: 'on', label: t('automations.form.edgeOn') },
                { value: 'off', label: t('automations.form.edgeOff') },
              ]}
              {...register('trigger.edge')}
            />
            <MinutesInput
              label={t('automations.form.offset')}
              error={error('trigger.offsetMinutes')}
              {...register('trigger.offsetMinutes', { valueAsNumber: true })}
            />
          </SimpleGrid>
        ) : null}
        {trigger.type === 'stage' ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t('automations.form.room')}
              data={roomOptions}
              error={error('trigger.roomId')}
              {...register('trigger.roomId')}
            />
            <NativeSelect label={t('automations.form.stage')} data={stages} {...register('trigger.stage')} />
            <NumberField
              label={t('automations.form.day')}
              description={t('automations.form.dayHint')}
              min={1}
              error={error('trigger.day')}
              {...register('trigger.day', { valueAsNumber: true })}
            />
          </SimpleGrid>
        ) : null}
        {trigger.type === 'alert' ? (
          <NativeSelect
            label={t('automations.form.minSeverity')}
            data={ALERT_SEVERITIES.map((severity) => ({
              value: severity,
              label: t(`alerts.severity.${severity}`),
            }))}
            {...register('trigger.minSeverity')}
          />
        ) : null}
      </Stack>
    </Fieldset>
  );
}

/** A time trigger's weekly blocks: weekdays and a from-to span each, in the site's time. */
function TimeBlocks({ control, register }: DraftFieldsProps): ReactNode {
  const { t, i18n } = useTranslation();
  const error = useFieldError(control);
  const blocks = useFieldArray({ control, name: 'trigger.blocks' });
  const days = weekdayNames(i18n.language);
  return (
    <Stack gap="sm">
      {blocks.fields.map((block, index) => (
        <Fieldset key={block.id} legend={t('automations.form.block', { n: index + 1 })} variant="filled">
          <Stack gap="xs">
            <Controller
              control={control}
              name={`trigger.blocks.${index}.days`}
              render={({ field }) => (
                <Checkbox.Group
                  label={t('automations.form.days')}
                  value={field.value}
                  onChange={field.onChange}
                  error={error(`trigger.blocks.${index}.days`)}
                >
                  <Group gap="sm" mt={4}>
                    {days.map((name, day) => (
                      <Checkbox key={day} value={String(day)} label={name} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
            <Group align="flex-end">
              <TextInput
                type="time"
                label={t('automations.form.from')}
                error={error(`trigger.blocks.${index}.from`)}
                {...register(`trigger.blocks.${index}.from`)}
              />
              <TextInput
                type="time"
                label={t('automations.form.to')}
                error={error(`trigger.blocks.${index}.to`)}
                {...register(`trigger.blocks.${index}.to`)}
              />
              <RemoveButton onRemove={blocks.fields.length > 1 ? () => blocks.remove(index) : undefined} />
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button variant="light" onClick={() => blocks.append({ days: [], from: '', to: '' })}>
          {t('automations.form.addBlock')}
        </Button>
      </Group>
    </Stack>
  );
}
