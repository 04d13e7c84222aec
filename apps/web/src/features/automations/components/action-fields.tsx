import type { ReactNode } from 'react';
import { Button, Checkbox, Fieldset, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { DEVICE_FUNCTIONS } from '@canopy/shared/device-commands';
import { isAdmin } from '@canopy/shared/permissions';
import { ROLES } from '@canopy/shared/roles';
import { AUTOMATION_ACTIONS_MAX, AUTOMATION_ACTION_TYPES } from '@canopy/shared/schemas/automations';
import { useSession } from '../../../lib/use-session';
import { useClimateProfiles } from '../api/list-climate-profiles';
import { useAutomationDevices } from '../api/list-automation-devices';
import { usePeople } from '../api/list-people';
import { useTaskTemplates } from '../api/list-task-templates';
import { useWebhooks } from '../api/list-webhooks';
import { newAction, type ActionDraft } from '../lib/automation-draft';
import { useFieldError } from '../lib/field-text';
import { deviceOptions, useRoomChoices, withChoose } from './choice-options';
import { argParts } from './command-args';
import { NumberField } from './number-field';
import { RemoveButton } from './remove-button';
import type { DraftFieldsProps } from './trigger-fields';

/** The actions, in the order they run: each of its kind's fields, added, removed and moved. */
export function ActionFields({ control, register }: DraftFieldsProps): ReactNode {
  const { t } = useTranslation();
  const error = useFieldError(control);
  const list = useFieldArray({ control, name: 'actions' });
  const actions = useWatch({ control, name: 'actions' });
  const { actor } = useSession();
  // Only admins read the webhooks, so only they are offered the webhook action.
  const types = AUTOMATION_ACTION_TYPES.filter((type) => type !== 'webhook' || isAdmin(actor));

  return (
    <Fieldset legend={t('automations.form.actions')}>
      <Stack gap="sm">
        {list.fields.map((item, index) => (
          <Fieldset key={item.id} variant="filled" legend={t('automations.form.actionN', { n: index + 1 })}>
            <Stack gap="xs">
              <NativeSelect
                label={t('automations.form.type')}
                data={types.map((type) => ({ value: type, label: t(`automations.action.${type}`) }))}
                {...register(`actions.${index}.type`)}
              />
              <ActionKindFields
                control={control}
                register={register}
                index={index}
                action={actions[index] ?? item}
                admin={isAdmin(actor)}
              />
              <Group justify="flex-end" gap="xs">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  disabled={index === 0}
                  onClick={() => list.move(index, index - 1)}
                >
                  {t('automations.form.moveUp')}
                </Button>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  disabled={index === list.fields.length - 1}
                  onClick={() => list.move(index, index + 1)}
                >
                  {t('automations.form.moveDown')}
                </Button>
                <RemoveButton
                  size="compact-sm"
                  onRemove={list.fields.length > 1 ? () => list.remove(index) : undefined}
                />
              </Group>
            </Stack>
          </Fieldset>
        ))}
        {error('actions') ? <div role="alert">{error('actions')}</div> : null}
        {list.fields.length < AUTOMATION_ACTIONS_MAX ? (
          <Group>
            <Button variant="light" onClick={() => list.append(newAction())}>
              {t('automations.form.addAction')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

interface KindProps extends DraftFieldsProps {
  index: number;
  action: ActionDraft;
  admin: boolean;
}

function ActionKindFields({ control, register, index, action, admin }: KindProps): ReactNode {
  const { t } = useTranslation();
  const error = useFieldError(control);
  const devices = useAutomationDevices();
  const profiles = useClimateProfiles();
  const people = usePeople();
  const templates = useTaskTemplates();
  const webhooks = useWebhooks(admin && action.type === 'webhook');
  const choose = t('automations.form.choose');
  const roomChoices = useRoomChoices(choose);
  const at = `actions.${index}` as const;

  switch (action.type) {
    case 'command':
      return (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('automations.form.device')}
              data={withChoose(choose, deviceOptions(devices.data))}
              error={error(`${at}.deviceId`)}
              {...register(`${at}.deviceId`)}
            />
            <NativeSelect
              label={t('automations.form.function')}
              data={DEVICE_FUNCTIONS.map((name) => ({ value: name, label: name }))}
              error={error(`${at}.functionName`)}
              {...register(`${at}.functionName`)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {argParts(action.functionName).map((part, n) =>
              part.kind === 'number' ? (
                <NumberField
                  key={`${action.functionName}-${n}`}
                  label={t(`automations.form.${part.label}`)}
                  step="any"
                  {...register(`${at}.args.${n}`)}
                />
              ) : (
                <NativeSelect
                  key={`${action.functionName}-${n}`}
                  label={t(`automations.form.${part.label}`)}
                  data={withChoose(
                    choose,
                    part.options.map((value) => ({ value, label: value })),
                  )}
                  {...register(`${at}.args.${n}`)}
                />
              ),
            )}
          </SimpleGrid>
          {error(`${at}.args`) ? (
            <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
              {error(`${at}.args`)}
            </div>
          ) : null}
        </>
      );
    case 'profile':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('automations.form.profile')}
            data={withChoose(
              choose,
              (profiles.data ?? []).map((p) => ({ value: p._id, label: p.name })),
            )}
            error={error(`${at}.profileId`)}
            {...register(`${at}.profileId`)}
          />
          <NativeSelect
            label={t('automations.form.room')}
            data={roomChoices}
            error={error(`${at}.roomId`)}
            {...register(`${at}.roomId`)}
          />
        </SimpleGrid>
      );
    case 'notify':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name={`${at}.userIds`}
            render={({ field }) => (
              <Checkbox.Group
                label={t('automations.form.people')}
                value={field.value}
                onChange={field.onChange}
                error={error(`${at}.userIds`)}
              >
                <Stack gap={4} mt={4}>
                  {(people.data ?? []).map((person) => (
                    <Checkbox key={person.id} value={person.id} label={person.displayName || person.login} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <Controller
            control={control}
            name={`${at}.roles`}
            render={({ field }) => (
              <Checkbox.Group
                label={t('automations.form.roles')}
                value={field.value}
                onChange={field.onChange}
                error={error(`${at}.roles`)}
              >
                <Stack gap={4} mt={4}>
                  {ROLES.map((role) => (
                    <Checkbox key={role} value={role} label={t(`roles.${role}`)} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
        </SimpleGrid>
      );
    case 'task': {
      const template = templates.data?.find((item) => item._id === action.templateId);
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('automations.form.template')}
            data={withChoose(
              choose,
              (templates.data ?? []).map((item) => ({ value: item._id, label: item.name })),
            )}
            error={error(`${at}.templateId`)}
            {...register(`${at}.templateId`)}
          />
          <NativeSelect
            label={t('automations.form.step')}
            data={withChoose(
              choose,
              (template?.steps ?? []).map((step) => ({ value: step._id, label: step.title })),
            )}
            error={error(`${at}.stepId`)}
            {...register(`${at}.stepId`)}
          />
        </SimpleGrid>
      );
    }
    case 'webhook':
      return (
        <NativeSelect
          label={t('automations.form.webhook')}
          dir="ltr"
          data={withChoose(
            choose,
            (webhooks.data ?? []).map((hook) => ({ value: hook._id, label: hook.url })),
          )}
          error={error(`${at}.webhookId`)}
          {...register(`${at}.webhookId`)}
        />
      );
  }
}
