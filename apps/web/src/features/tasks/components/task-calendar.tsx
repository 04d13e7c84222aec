import { useState, type ReactNode } from 'react';
import { Box, Button, Group, Modal, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LANGUAGE_INFO } from '@canopy/shared/languages';
import type { Actor } from '@canopy/shared/permissions';
import type { TaskSummary } from '@canopy/shared/schemas/tasks';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { currentLanguage } from '../../../i18n/i18n';
import { useFilteredTasks } from '../api/list-filtered-tasks';
import { addMonths, monthWeeks, weekOf, weekStartOf } from '../lib/calendar-days';
import { formatDay } from '../lib/due-label';
import type { TaskFilter } from '../lib/tasks-search';
import { useSiteToday } from '../lib/use-site-today';
import { addDaysToDate } from '@canopy/shared/site-days';
import { DueChip } from './due-chip';
import { TaskCard } from './task-card';

/** How many tasks a month's day lists before "N more". */
const MONTH_CELL_TASKS = 3;

export interface TaskCalendarProps {
  span: 'week' | 'month';
  filter: TaskFilter;
  /** The day whose week or month is shown; today's when none. */
  day: string | undefined;
  onDayChange: (day: string) => void;
  actor: Actor;
}

/**
 * Open tasks on their due days (site time), a week as a list of days or a month as a grid. Each task is a
 * button that opens its card; a month's day with more tasks opens them all. Tab and Enter reach every
 * task; the grid's columns follow the page's direction (right to left in Hebrew).
 */
export function TaskCalendar({ span, filter, day, onDayChange, actor }: TaskCalendarProps): ReactNode {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { today } = useSiteToday();
  const shown = day ?? today;
  const query = useFilteredTasks(filter);
  const [opened, setOpened] = useState<{ title: string; tasks: TaskSummary[] } | null>(null);
  const byDay = new Map<string, TaskSummary[]>();
  for (const task of query.data ?? []) {
    if (task.status === 'done' || !task.dueDay) continue;
    byDay.set(task.dueDay, [...(byDay.get(task.dueDay) ?? []), task]);
  }
  const weekStart = weekStartOf(language);
  const locale = LANGUAGE_INFO[language].locale;
  const weekdays = weekOf(shown, weekStart).map((d) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`)),
  );
  const title =
    span === 'month'
      ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${shown.slice(0, 8)}15T12:00:00Z`),
        )
      : `${formatDay(weekOf(shown, weekStart)[0]!, language)} – ${formatDay(weekOf(shown, weekStart)[6]!, language)}`;
  const move = (step: number) =>
    onDayChange(span === 'month' ? addMonths(shown, step) : addDaysToDate(shown, 7 * step));
  const open = (d: string, tasks: TaskSummary[]) => setOpened({ title: formatDay(d, language), tasks });

  const taskButton = (task: TaskSummary) => (
    <UnstyledButton
      key={task._id}
      onClick={() => setOpened({ title: task.description, tasks: [task] })}
      style={{ display: 'block', width: '100%', textAlign: 'start' }}
    >
      <Text
        size="sm"
        lineClamp={2}
        dir="auto"
        c={task.overdue ? 'red.8' : undefined}
        fw={task.priority === 'high' ? 700 : undefined}
      >
        {task.description}
      </Text>
    </UnstyledButton>
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="task-calendar-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="task-calendar-title">
          <bdi>{title}</bdi>
        </Title>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => move(-1)}>
            {t(span === 'month' ? 'tasks.calendar.previousMonth' : 'tasks.calendar.previousWeek')}
          </Button>
          <Button variant="default" size="xs" onClick={() => onDayChange(today)}>
            {t('tasks.calendar.today')}
          </Button>
          <Button variant="default" size="xs" onClick={() => move(1)}>
            {t(span === 'month' ? 'tasks.calendar.nextMonth' : 'tasks.calendar.nextWeek')}
          </Button>
        </Group>
      </Group>
      <ErrorNotice error={query.error} />
      {span === 'week' ? (
        <Stack gap="xs">
          {weekOf(shown, weekStart).map((d, index) => {
            const tasks = byDay.get(d) ?? [];
            return (
              <Stack
                key={d}
                gap={4}
                component="section"
                aria-label={`${weekdays[index]} ${formatDay(d, language)}`}
              >
                <Text fw={700} size="sm" c={d === today ? 'orange.9' : undefined}>
                  {weekdays[index]} <bdi>{formatDay(d, language)}</bdi>
                  {d === today ? ` · ${t('tasks.calendar.today')}` : ''}
                </Text>
                {tasks.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    –
                  </Text>
                ) : null}
                {tasks.map((task) => (
                  <Group key={task._id} gap="xs" wrap="nowrap">
                    <DueChip task={task} />
                    {taskButton(task)}
                  </Group>
                ))}
              </Stack>
            );
          })}
        </Stack>
      ) : (
        <Table withTableBorder withColumnBorders layout="fixed" aria-labelledby="task-calendar-title">
          <Table.Thead>
            <Table.Tr>
              {weekdays.map((weekday) => (
                <Table.Th key={weekday} scope="col">
                  {weekday}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {monthWeeks(shown, weekStart).map((week) => (
              <Table.Tr key={week[0]}>
                {week.map((d) => {
                  const tasks = byDay.get(d) ?? [];
                  const outside = d.slice(0, 7) !== shown.slice(0, 7);
                  return (
                    <Table.Td
                      key={d}
                      valign="top"
                      bg={d === today ? 'orange.0' : undefined}
                      aria-label={formatDay(d, language)}
                    >
                      <Text size="xs" c={outside ? 'dimmed' : undefined} fw={d === today ? 700 : undefined}>
                        {Number(d.slice(8, 10))}
                      </Text>
                      <Box visibleFrom="sm">
                        {tasks.slice(0, MONTH_CELL_TASKS).map(taskButton)}
                        {tasks.length > MONTH_CELL_TASKS ? (
                          <UnstyledButton onClick={() => open(d, tasks)}>
                            <Text size="xs" c="blue.8">
                              {t('tasks.calendar.more', { count: tasks.length - MONTH_CELL_TASKS })}
                            </Text>
                          </UnstyledButton>
                        ) : null}
                      </Box>
                      {/* A phone's cell is too narrow for titles: their count opens the day's tasks. */}
                      {tasks.length > 0 ? (
                        <UnstyledButton
                          hiddenFrom="sm"
                          onClick={() => open(d, tasks)}
                          aria-label={t('tasks.calendar.dayTasks', {
                            day: formatDay(d, language),
                            count: tasks.length,
                          })}
                        >
                          <Text
                            size="sm"
                            fw={700}
                            c={tasks.some((task) => task.overdue) ? 'red.8' : 'blue.8'}
                          >
                            {tasks.length}
                          </Text>
                        </UnstyledButton>
                      ) : null}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="sm" c="dimmed">
        {t('tasks.calendar.noDue')}
      </Text>
      {opened ? (
        <Modal opened onClose={() => setOpened(null)} title={<bdi>{opened.title}</bdi>} size="lg">
          <Stack gap="sm">
            {opened.tasks.map((task) => (
              <TaskCard key={task._id} task={task} actor={actor} />
            ))}
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}
