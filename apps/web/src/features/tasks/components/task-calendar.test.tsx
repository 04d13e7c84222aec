import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { taskFactory, taskSummaryOf } from '../testing/task-factory';
import { TaskCalendar } from './task-calendar';

const actor = { id: 'u-grower', role: 'user' } as const;
const tasks = [
  taskFactory({ _id: 'a', description: 'Flush table 3', dueAt: '2026-03-10', dueDay: '2026-03-10' }),
  taskFactory({ _id: 'b', description: 'Undated', dueAt: null, dueDay: null }),
  taskFactory({ _id: 'c', description: 'Prune in April', dueAt: '2026-04-02', dueDay: '2026-04-02' }),
];

function serve(): void {
  server.use(
    http.get('*/api/site', () => new HttpResponse(null, { status: 503 })),
    http.get('*/api/tasks', () => HttpResponse.json(tasks.map(taskSummaryOf))),
  );
}

describe('TaskCalendar', () => {
  it('puts a month’s tasks on their due days, opens one with the keyboard, and pages by month', async () => {
    serve();
    const onDayChange = vi.fn();
    const { user } = renderWithProviders(
      <TaskCalendar span="month" filter={{}} day="2026-03-15" onDayChange={onDayChange} actor={actor} />,
    );
    const grid = await screen.findByRole('table', { name: 'March 2026' });
    const cell = within(grid).getByRole('cell', { name: '10/03/2026' });
    await within(cell).findAllByText('Flush table 3');
    expect(grid).not.toHaveTextContent('Undated');
    // The undated task is said to be off the calendar.
    expect(screen.getByText('Tasks without a due day are not on the calendar.')).toBeInTheDocument();

    within(cell).getAllByRole('button')[0]!.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('article', { name: 'Flush table 3' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onDayChange).toHaveBeenLastCalledWith('2026-04-15');
  });

  it('lists a week day by day, each day named, with the tasks due on it', async () => {
    serve();
    renderWithProviders(
      <TaskCalendar span="week" filter={{}} day="2026-03-10" onDayChange={() => {}} actor={actor} />,
    );
    const day = await screen.findByRole('region', { name: /10\/03\/2026/ });
    expect(await within(day).findByText('Flush table 3')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /\d{2}\/03\/2026/ }).length).toBeGreaterThanOrEqual(6);
  });
});
