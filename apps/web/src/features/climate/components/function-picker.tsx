import { useState, type ReactNode } from 'react';
import { Button, Card, Group, NativeSelect, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeviceFunction } from '@canopy/shared/device-commands';
import { useCallFunction } from '../../../lib/devices/api/call-function';
import { climateFunctions, FUNCTION_ARGS, prepareArgument } from '../lib/function-args';
import { commandMessage, useCommandFeedback } from '../../../lib/devices/use-command-feedback';

/** A select starts on its first option, so the shown value is also the value sent. */
const initialValues = (name: DeviceFunction): string[] =>
  FUNCTION_ARGS[name].inputs.map((input) => (input.kind === 'select' ? (input.options[0] ?? '') : ''));

export interface FunctionPickerProps {
  id: string;
  staff: boolean;
  /** The device's own list of callable functions, when it sends one. */
  offered?: readonly string[] | null;
}

/**
 * Function select, inputs shaped by the function, and a hint line with the argument's format. Users get
 * the user functions only (the server refuses the others). Used by the device page and, compact, by the
 * climate card.
 */
export function CommandForm({ id, staff, offered }: FunctionPickerProps): ReactNode {
  const { t } = useTranslation();
  const functions = climateFunctions(staff, offered);
  const [name, setName] = useState<DeviceFunction>(functions[0] ?? 'getReadings');
  const spec = FUNCTION_ARGS[name];
  const [values, setValues] = useState<string[]>(() => initialValues(functions[0] ?? 'getReadings'));
  const call = useCallFunction();
  const feedback = useCommandFeedback();

  const choose = (next: DeviceFunction) => {
    setName(next);
    setValues(initialValues(next));
  };
  const setValue = (index: number, value: string) =>
    setValues((current) => current.map((v, i) => (i === index ? value : v)));

  const submit = () => {
    const prepared = prepareArgument(name, values);
    if (!prepared.ok) return feedback.show({ kind: 'error', key: prepared.messageKey });
    feedback.lock();
    call.mutate(
      { id, functionName: name, arg: prepared.arg },
      {
        onSuccess: (answer) => feedback.show(commandMessage(answer, null)),
        onError: (error) => feedback.show(commandMessage(null, error)),
      },
    );
  };

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('devices.functionLabel')}
        value={name}
        onChange={(event) => choose(event.currentTarget.value as DeviceFunction)}
        data={functions}
      />
      <Group align="flex-end">
        {spec.inputs.map((input, index) =>
          input.kind === 'select' ? (
            <NativeSelect
              key={`${name}-${index}`}
              label={t(input.labelKey)}
              value={values[index] ?? input.options[0]}
              onChange={(event) => setValue(index, event.currentTarget.value)}
              data={[...input.options]}
            />
          ) : (
            <NumberInput
              key={`${name}-${index}`}
              label={t(input.labelKey)}
              min={input.min}
              max={input.max}
              decimalScale={2}
              value={values[index] ?? ''}
              onChange={(value) => setValue(index, String(value))}
            />
          ),
        )}
        <Button onClick={submit} disabled={feedback.locked} loading={call.isPending}>
          {t('devices.send')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t(spec.hintKey, { example: spec.example })}
      </Text>
      {feedback.message ? (
        <Text role="status" c={feedback.message.kind === 'success' ? 'green' : 'red'}>
          {t(feedback.message.key)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The device page's command section. */
export function FunctionPicker(props: FunctionPickerProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="function-picker-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="function-picker-title">
          {t('devices.command')}
        </Title>
        <CommandForm {...props} />
      </Stack>
    </Card>
  );
}
