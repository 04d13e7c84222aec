import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { fakeTasksApi } from '../testing/fake-tasks-api';
import { growerPerson, taskFactory } from '../testing/task-factory';
import { TasksPanel } from './tasks-panel';

const assignee = { id: 'u-picker', login: 'picker@example.com', displayName: 'Picker' };
const inReview = taskFactory({
  _id: 't-review',
  description: 'Flush the tables',
  status: 'review',
  requiresReview: true,
  assigneeIds: [assignee.id],
  assignees: [assignee],
  completedAt: null,
});

describe('a task waiting for review', () => {
  it.each([
    ['its creator', growerPerson.id],
    ['its assignee', assignee.id],
  ])('tells %s that it waits, with neither Mark done nor the review buttons', async (_who, id) => {
    fakeTasksApi([inReview]);
    renderWithProviders(<TasksPanel actor={{ id, role: 'user' }} />);
    const card = await screen.findByRole('article', { name: 'Flush the tables' });
    expect(card).toHaveTextContent('Completed; waiting for staff to review it.');
    expect(within(card).queryByRole('button', { name: 'Mark done' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Return' })).not.toBeInTheDocument();
  });

  it('lets staff approve it (done) or return it (in progress), and offers no Mark done', async () => {
    const calls = fakeTasksApi([inReview, { ...inReview, _id: 't-again', description: 'Clean the pumps' }]);
    const { user } = renderWithProviders(<TasksPanel actor={{ id: 'u-staff', role: 'superuser' }} />);
    const card = await screen.findByRole('article', { name: 'Flush the tables' });
    expect(within(card).queryByRole('button', { name: 'Mark done' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toEqual(['PATCH t-review done']));

    const other = screen.getByRole('article', { name: 'Clean the pumps' });
    await user.click(within(other).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(calls).toEqual(['PATCH t-review done', 'PATCH t-again in_progress']));
  });
});
