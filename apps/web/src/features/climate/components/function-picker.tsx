import { useState, type ReactNode } from 'react';
import { Button, Card, Group, NativeSelect, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { DeviceFunction } from '@canopy/shared/device-commands';
import { climateFunctions, FUNCTION_ARGS } from '../lib/function-args';
import { useSendFunction } from '../lib/use-send-function';

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
  const { send, message, locked, pending } = useSendFunction(id);

  const choose = (next: DeviceFunction) => {
    setName(next);
    setValues(initialValues(next));
  };
  const setValue = (index: number, value: string) =>
    setValues((current) => current.map((v, i) => (i === index ? value : v)));

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
        <Button onClick={() => send(name, values)} disabled={locked} loading={pending}>
          {t('devices.send')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t(spec.hintKey, { example: spec.example })}
      </Text>
      {message ? (
        <Text role="status" c={message.kind === 'success' ? 'green' : 'red'}>
          {t(message.key)}
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
