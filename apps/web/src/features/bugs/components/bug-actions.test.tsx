import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { bugSummaryFactory } from '../testing/bug-factory';
import { BugActions } from './bug-actions';

const failure = () => HttpResponse.json({ error: 'boom', code: 'internal.error' }, { status: 500 });

describe('BugActions failure alerts', () => {
  it("shows 'Failed to close bug' and keeps the pin when closing fails", async () => {
    server.use(http.patch('*/api/bugs/:id/close', failure));
    const onClosed = vi.fn();
    const { user } = renderWithProviders(
      <BugActions bug={bugSummaryFactory()} actor={{ id: 'u-grower', role: 'user' }} onClosed={onClosed} />,
    );
    await user.click(screen.getByRole('button', { name: 'Close bug' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to close bug');
    expect(onClosed).not.toHaveBeenCalled();
  });

  it("shows 'Failed to update status' when a staff status change fails", async () => {
    server.use(http.patch('*/api/bugs/:id/status', failure));
    const { user } = renderWithProviders(
      <BugActions bug={bugSummaryFactory()} actor={{ id: 'u-admin', role: 'admin' }} onClosed={vi.fn()} />,
    );
    await user.selectOptions(screen.getByLabelText('Change status'), 'urgent');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update status');
  });

  it("shows 'Failed to update bug' when saving an edit fails", async () => {
    server.use(http.patch('*/api/bugs/:id', failure));
    const { user } = renderWithProviders(
      <BugActions bug={bugSummaryFactory()} actor={{ id: 'u-grower', role: 'user' }} onClosed={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText(/^Details/), 'More detail');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update bug');
  });
});

describe('Deleting a bug', () => {
  it('is offered to staff only, and moves the bug to the trash after a confirmation', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/bugs/:id', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const bug = bugSummaryFactory();
    const { unmount } = renderWithProviders(
      <BugActions bug={bug} actor={{ id: bug.createdBy.id, role: 'user' }} onClosed={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    unmount();

    const { user } = renderWithProviders(
      <BugActions bug={bug} actor={{ id: 'u-super', role: 'superuser' }} onClosed={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete bug' });
    expect(dialog).toHaveTextContent('Move this bug and its comments to the trash?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([bug._id]));
  });
});
