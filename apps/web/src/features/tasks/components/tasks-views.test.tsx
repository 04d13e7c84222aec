import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { taskFactory, taskSummaryOf } from '../testing/task-factory';
import { TasksViews } from './tasks-views';

const actor = { id: 'u-grower', role: 'user' } as const;

/** Open tasks: `mine` for `assignee=me`, `everyone` for SPEC's list and its pages. */
function serveTasks(mine: ReturnType<typeof taskFactory>[], everyone: ReturnType<typeof taskFactory>[]) {
  server.use(
    http.get('*/api/site', () => new HttpResponse(null, { status: 503 })),
    http.get('*/api/tasks', ({ request }) => {
      const forMe = new URL(request.url).searchParams.get('assignee') === 'me';
      return HttpResponse.json((forMe ? mine : everyone).map(taskSummaryOf));
    }),
    http.get('*/api/tasks/page', () =>
      HttpResponse.json({ items: everyone.map(taskSummaryOf), nextCursor: null }),
    ),
    http.get('*/api/tasks/done', () => HttpResponse.json({ items: [], nextCursor: null, total: 0 })),
    // The filters' choices.
    http.get('*/api/tasks/assignable', () => HttpResponse.json([])),
    http.get('*/api/runs', () => HttpResponse.json([])),
    http.get('*/api/rooms', () => HttpResponse.json([])),
  );
}

describe('TasksViews with no view chosen', () => {
  it('opens on My tasks for someone given open tasks', async () => {
    const task = taskFactory({ _id: 'm', description: 'Mine to do', assigneeIds: [actor.id] });
    serveTasks([task], [task]);
    renderWithProviders(<TasksViews actor={actor} search={{}} onSearchChange={() => {}} />);
    expect(await screen.findByRole('heading', { name: /^No due date \(1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'My tasks' })).toBeChecked();
  });

  it("opens on the whole list for someone given none, so the team's tasks are in view", async () => {
    serveTasks([], [taskFactory({ _id: 't', description: 'Team task' })]);
    renderWithProviders(<TasksViews actor={actor} search={{}} onSearchChange={() => {}} />);
    expect(await screen.findByRole('article', { name: 'Team task' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All tasks' })).toBeChecked();
    expect(screen.queryByText('No open task is assigned to you.')).not.toBeInTheDocument();
  });

  it('shows My tasks, even empty, when it is chosen', async () => {
    serveTasks([], [taskFactory({ _id: 't', description: 'Team task' })]);
    renderWithProviders(<TasksViews actor={actor} search={{ view: 'mine' }} onSearchChange={() => {}} />);
    expect(await screen.findByText('No open task is assigned to you.')).toBeInTheDocument();
  });

  it("does not ask for the reader's own tasks when another view is chosen", async () => {
    const asked: string[] = [];
    serveTasks([], [taskFactory({ _id: 't', description: 'Team task' })]);
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).search);
    });
    renderWithProviders(<TasksViews actor={actor} search={{ view: 'all' }} onSearchChange={() => {}} />);
    expect(await screen.findByRole('article', { name: 'Team task' })).toBeInTheDocument();
    expect(asked).not.toContain('?assignee=me');
    server.events.removeAllListeners();
  });
});
