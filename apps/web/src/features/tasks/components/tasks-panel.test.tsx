import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { fakeTasksApi } from '../testing/fake-tasks-api';
import { taskFactory } from '../testing/task-factory';
import { TasksPanel } from './tasks-panel';

const other = { id: 'u-other', login: 'other@example.com', displayName: 'Other' };
const task = taskFactory;

const tasks = [
  task({ _id: 't-own', description: 'Own task' }),
  task({ _id: 't-other', description: 'Other task', status: 'needs', createdBy: other }),
  task({ _id: 't-done', description: 'Done task', status: 'done', completedAt: '2026-01-02T18:30:00Z' }),
  task({ _id: 't-odd', description: 'Odd task', status: 'waiting_for_vendor', createdBy: other }),
];

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

  it('shows the latest comment, and the whole thread when asked, with the form always there', async () => {
    const comment = (n: number) => ({
      _id: `c${n}`,
      text: `Comment ${n}`,
      createdBy: other,
      createdAt: `2026-01-01T0${n}:00:00Z`,
    });
    const calls = fakeTasksApi([
      task({ _id: 't-talk', description: 'Talky', comments: [1, 2, 3].map(comment) }),
    ]);
    const { user } = renderWithProviders(<TasksPanel actor={{ id: 'u-grower', role: 'user' }} />);
    const card = await screen.findByRole('article', { name: 'Talky' });
    expect(within(card).getByText('Comment 3')).toBeInTheDocument();
    expect(within(card).queryByText('Comment 1')).not.toBeInTheDocument();
    expect(within(card).getByLabelText('Add a comment')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'All comments (3)' }));
    expect(await within(card).findByText('Comment 1')).toBeInTheDocument();
    expect(within(card).getByText('Comment 2')).toBeInTheDocument();
    expect(calls).toEqual(['GET t-talk']);
    await user.click(within(card).getByRole('button', { name: 'Only the latest comment' }));
    expect(within(card).queryByText('Comment 1')).not.toBeInTheDocument();
  });

  it('loads completed tasks a page at a time', async () => {
    const done = Array.from({ length: 23 }, (_, i) =>
      task({
        _id: `t-d${i}`,
        description: `Finished ${i}`,
        status: 'done',
        completedAt: '2026-01-02T18:30:00Z',
      }),
    );
    fakeTasksApi(done);
    const { user } = renderWithProviders(<TasksPanel actor={{ id: 'u-grower', role: 'user' }} />);
    await user.click(await screen.findByRole('button', { name: 'Show completed tasks (23)' }));
    expect(await screen.findByText('Finished 19')).toBeInTheDocument();
    expect(screen.queryByText('Finished 20')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More completed tasks (3 left)' }));
    expect(await screen.findByText('Finished 22')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More completed tasks/ })).not.toBeInTheDocument();
  });

  it('loads open tasks a page at a time', async () => {
    const backlog = Array.from({ length: 23 }, (_, i) =>
      task({ _id: `t-o${i}`, description: `Pending ${i}` }),
    );
    fakeTasksApi(backlog);
    const { user } = renderWithProviders(<TasksPanel actor={{ id: 'u-grower', role: 'user' }} />);
    expect(await screen.findByText('Pending 19')).toBeInTheDocument();
    expect(screen.queryByText('Pending 20')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More open tasks' }));
    expect(await screen.findByText('Pending 22')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More open tasks' })).not.toBeInTheDocument();
  });
});
