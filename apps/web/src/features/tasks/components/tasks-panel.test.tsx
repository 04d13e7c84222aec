import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Task } from '@canopy/shared/schemas/tasks';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { TasksPanel } from './tasks-panel';

const grower = { id: 'u-grower', login: 'grower@example.com', displayName: 'Grower' };
const other = { id: 'u-other', login: 'other@example.com', displayName: 'Other' };

function task(overrides: Partial<Task>): Task {
  return {
    _id: 't1',
    shortId: 'T1',
    description: 'Replace the filter',
    status: 'in_progress',
    createdBy: grower,
    createdAt: '2026-01-01T08:00:00Z',
    completedAt: null,
    comments: [],
    photos: [],
    ...overrides,
  };
}

const tasks = [
  task({ _id: 't-own', description: 'Own task' }),
  task({ _id: 't-other', description: 'Other task', status: 'needs', createdBy: other }),
  task({ _id: 't-done', description: 'Done task', status: 'done', completedAt: '2026-01-02T18:30:00Z' }),
  task({ _id: 't-odd', description: 'Odd task', status: 'waiting_for_vendor', createdBy: other }),
];

function fakeTasksApi(initial: Task[]): string[] {
  const list = initial.map((item) => structuredClone(item));
  const calls: string[] = [];
  server.use(
    http.get('*/api/tasks', () => HttpResponse.json(list)),
    http.post('*/api/tasks', async ({ request }) => {
      calls.push(`POST ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(task({ _id: 't-new' }), { status: 201 });
    }),
    http.patch('*/api/tasks/:id', async ({ params, request }) => {
      const { description } = (await request.json()) as { description: string };
      calls.push(`EDIT ${String(params.id)} ${description}`);
      const found = list.find((item) => item._id === params.id);
      if (found) found.description = description;
      return HttpResponse.json(found);
    }),
    http.patch('*/api/tasks/:id/status', async ({ params, request }) => {
      const { status } = (await request.json()) as { status: string };
      calls.push(`PATCH ${String(params.id)} ${status}`);
      const found = list.find((item) => item._id === params.id);
      if (found) Object.assign(found, { status, completedAt: '2026-01-03T07:05:00Z' });
      return HttpResponse.json(found);
    }),
  );
  return calls;
}

describe('TasksPanel', () => {
  it('hides completed tasks by default behind a toggle with their count', async () => {
    fakeTasksApi(tasks);
    const { user } = renderWithProviders(<TasksPanel actor={{ id: 'u-grower', role: 'user' }} />);
    await screen.findByText('Own task');
    expect(screen.queryByText('Done task')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show completed tasks (1)' }));
    const done = await screen.findByRole('article', { name: 'Done task' });
    expect(done).toHaveTextContent('Completed 02/01/2026');
  });

  it('shows translated statuses and an unknown one raw', async () => {
    fakeTasksApi(tasks);
    renderWithProviders(<TasksPanel actor={{ id: 'u-grower', role: 'user' }} />);
    expect(await screen.findByRole('article', { name: 'Own task' })).toHaveTextContent('In progress');
    expect(screen.getByRole('article', { name: 'Other task' })).toHaveTextContent('Needs parts');
    expect(screen.getByRole('article', { name: 'Odd task' })).toHaveTextContent('waiting_for_vendor');
  });

  it('lets a plain user complete and delete only their own task, with no status dropdown', async () => {
    const calls = fakeTasksApi(tasks);
    const { user } = renderWithProviders(<TasksPanel actor={{ id: 'u-grower', role: 'user' }} />);
    const own = await screen.findByRole('article', { name: 'Own task' });
    const others = screen.getByRole('article', { name: 'Other task' });
    expect(within(others).queryByRole('button', { name: 'Mark done' })).not.toBeInTheDocument();
    expect(within(others).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Change status')).not.toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    await user.click(within(own).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Own task' })).not.toBeInTheDocument());
    expect(calls).toEqual(['PATCH t-own done']);
    expect(screen.getByRole('button', { name: 'Show completed tasks (2)' })).toBeInTheDocument();
  });

  it('gives staff the status dropdown on every task', async () => {
    fakeTasksApi(tasks);
    renderWithProviders(<TasksPanel actor={{ id: 'u-admin', role: 'superuser' }} />);
    await screen.findByText('Own task');
    expect(screen.getAllByLabelText('Change status')).toHaveLength(3);
  });

  it('refuses a blank description and sends a blank first comment as none', async () => {
    const calls = fakeTasksApi([]);
    const { user } = renderWithProviders(<TasksPanel actor={{ id: 'u-grower', role: 'user' }} />);
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText(/^Description/), 'Order nutrients');
    await user.type(screen.getByLabelText('First comment (optional)'), '  ');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('Task added.')).toBeInTheDocument();
    expect(calls).toEqual(['POST {"description":"Order nutrients"}']);
  });

  it('lets the creator edit the description, refusing a blank one, and not someone else’s task', async () => {
    const calls = fakeTasksApi(tasks);
    const { user } = renderWithProviders(<TasksPanel actor={{ id: 'u-grower', role: 'user' }} />);
    const own = await screen.findByRole('article', { name: 'Own task' });
    expect(
      within(screen.getByRole('article', { name: 'Other task' })).queryByRole('button', { name: 'Edit' }),
    ).toBeNull();
    await user.click(within(own).getByRole('button', { name: 'Edit' }));
    const field = within(own).getByRole('textbox', { name: /^Description/ });
    await user.clear(field);
    await user.click(within(own).getByRole('button', { name: 'Save' }));
    expect(within(own).getByText('This field is required')).toBeInTheDocument();
    await user.type(field, ' Replace both filters ');
    await user.click(within(own).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('article', { name: 'Replace both filters' })).toBeInTheDocument();
    expect(calls).toEqual(['EDIT t-own Replace both filters']);
  });
});
