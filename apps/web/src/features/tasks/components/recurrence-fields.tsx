import type { ReactNode } from 'react';
import { Chip, Group, Input, Stack, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { LANGUAGE_INFO } from '@canopy/shared/languages';
import { RECURRENCE_ORIGINS } from '@canopy/shared/recurrence';
import { FormNumberField } from '../../../components/ui/form-number-field';
import { currentLanguage } from '../../../i18n/i18n';
import { REPEATS, type TaskDraft } from '../lib/task-draft';
import { FormSelect } from '../../../components/ui/form-select';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Weekday names in the reader's language, Sunday first as `byWeekday` counts (1 Jan 2023 was a Sunday). */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return WEEKDAYS.map((day) => format.format(Date.UTC(2023, 0, 1 + day)));
}

/**
 * How a task repeats: daily, weekly on chosen weekdays or monthly on a day, every N, counted from the due
 * or the completion, until a day. Only the parts of the chosen frequency show.
 */
export function RecurrenceFields({
  form,
  errorOf,
}: {
  form: UseFormReturn<TaskDraft>;
  errorOf: (field: string) => string | undefined;
}): ReactNode {
  const { t, i18n } = useTranslation();
  const repeat = useWatch({ control: form.control, name: 'repeat' });
  const days = weekdayNames(LANGUAGE_INFO[currentLanguage(i18n)].locale);
  return (
    <Stack gap="xs">
      <FormSelect
        control={form.control}
        name="repeat"
        label={t('tasks.form.repeat')}
        data={REPEATS.map((value) => ({ value, label: t(`tasks.form.repeatOptions.${value}`) }))}
        error={errorOf('repeat')}
      />
      {repeat === 'none' ? null : (
        <>
          <FormNumberField
            control={form.control}
            name="interval"
            label={t(`tasks.form.interval.${repeat}`)}
            min={1}
            max={366}
            allowDecimal={false}
            allowNegative={false}
            error={errorOf('interval')}
          />
          {repeat === 'weekly' ? (
            <Controller
              control={form.control}
              name="byWeekday"
              render={({ field }) => (
                <Input.Wrapper label={t('tasks.form.weekdays')} error={errorOf('byWeekday')}>
                  <Chip.Group
                    multiple
                    value={field.value.map(String)}
                    onChange={(values) => field.onChange(values.map(Number))}
                  >
                    <Group gap={6} mt={4} role="group" aria-label={t('tasks.form.weekdays')}>
                      {WEEKDAYS.map((day) => (
                        <Chip key={day} value={String(day)} size="sm">
                          {days[day]}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                </Input.Wrapper>
              )}
            />
          ) : null}
          {repeat === 'monthly' ? (
            <FormNumberField
              control={form.control}
              name="byMonthDay"
              label={t('tasks.form.monthDay')}
              description={t('tasks.form.monthDayHint')}
              min={1}
              max={31}
              allowDecimal={false}
              allowNegative={false}
              error={errorOf('byMonthDay')}
            />
          ) : null}
          <Controller
            control={form.control}
            name="from"
            render={({ field }) => (
              <Input.Wrapper label={t('tasks.form.from')} error={errorOf('from')}>
                <div>
                  <SegmentedChoice
                    aria-label={t('tasks.form.from')}
                    data={RECURRENCE_ORIGINS.map((value) => ({
                      value,
                      label: t(`tasks.form.fromOptions.${value}`),
                    }))}
                    value={field.value}
                    onChange={field.onChange}
                  />
                </div>
              </Input.Wrapper>
            )}
          />
          <TextInput
            type="date"
            label={t('tasks.form.until')}
            error={errorOf('until')}
            {...form.register('until')}
          />
        </>
      )}
    </Stack>
  );
}
