import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isStaff, type Actor } from '@canopy/shared/permissions';
import { attachedPhotoSchema, personSchema } from '@canopy/shared/schemas/people';
import { apiRequest } from '../../lib/api-client';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { ThreadActions } from './thread-actions';
import type { ThreadSpec } from './thread-spec';

/** A made-up kind on the kernel, to pin down what any spec gets: notes that are in progress or done. */
const noteSchema = z.object({
  _id: z.string(),
  shortId: z.string(),
  description: z.string(),
  status: z.string(),
  createdBy: personSchema,
  createdAt: z.string(),
  photos: z.array(attachedPhotoSchema),
  comments: z.array(z.object({ _id: z.string(), text: z.string(), createdAt: z.string(), by: personSchema })),
});
type Note = z.infer<typeof noteSchema>;
const NOTE_STATUSES = ['in_progress', 'done'] as const;
type NoteStatus = (typeof NOTE_STATUSES)[number];

const isOwnerOrStaff = (actor: Actor, item: { createdById: string }) =>
  actor.id === item.createdById || isStaff(actor);

function noteSpec(finish: ThreadSpec<Note, NoteStatus>['finish']): ThreadSpec<Note, NoteStatus> {
  return {
    api: {
      path: 'notes',
      schema: noteSchema,
      keys: { all: ['notes'], detail: (id) => ['notes', id] },
      queued: { item: 'task', comment: 'taskComment' },
    },
    statuses: {
      all: NOTE_STATUSES,
      is: (value): value is NoteStatus => NOTE_STATUSES.some((status) => status === value),
      colors: { in_progress: 'blue', done: 'canopy' },
      key: (status) => `tasks.statuses.${status}`,
    },
    can: { edit: isOwnerOrStaff, setStatus: isStaff, finish: isOwnerOrStaff, remove: isOwnerOrStaff },
    finish,
    // Any catalog keys serve a made-up kind: the tasks' words, and the bugs' where the English is the same.
    text: {
      changeStatus: 'tasks.changeStatus',
      statusFailed: 'bugs.statusFailed',
      updateFailed: 'tasks.updateFailed',
      deleteTitle: 'tasks.deleteTitle',
      deleteConfirm: 'tasks.deleteConfirm',
    },
    commentAuthor: (comment) => comment.by,
  };
}

const owner = { id: 'u-owner', login: 'owner@example.com', displayName: 'Owner' };
const note = { _id: 'n1', status: 'in_progress', createdBy: owner };
/** The note's creator, a plain user, sees its actions. */
const renderAsOwner = (spec: ThreadSpec<Note, NoteStatus>, onFinished: (id: string) => void) =>
  renderWithProviders(
    <ThreadActions spec={spec} item={note} actor={{ id: owner.id, role: 'user' }} onFinished={onFinished} />,
  );
const failure = () => HttpResponse.json({ error: 'boom', code: 'internal.error' }, { status: 500 });

describe('ThreadActions', () => {
  it('finishes through the status when the kind has no call of its own', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch('*/api/notes/:id/status', async ({ request }) => {
        sent.push(await request.json());
        return failure();
      }),
    );
    const onFinished = vi.fn();
    const spec = noteSpec({ status: 'done', label: 'tasks.markDone' });
    const { user } = renderAsOwner(spec, onFinished);
    await user.click(screen.getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update status');
    expect(sent).toEqual([{ status: 'done' }]);
    expect(onFinished).not.toHaveBeenCalled();
  });

  it("finishes through the kind's own call, under its own failure title, and says when it is done", async () => {
    let fail = true;
    server.use(http.patch('*/api/notes/:id/close', () => (fail ? failure() : HttpResponse.json(null))));
    const onFinished = vi.fn();
    const spec = noteSpec({
      status: 'done',
      label: 'bugs.close',
      call: {
        send: (id) => apiRequest(`/notes/${id}/close`, { method: 'PATCH' }),
        failed: 'bugs.closeFailed',
      },
    });
    const { user } = renderAsOwner(spec, onFinished);
    await user.click(screen.getByRole('button', { name: 'Close bug' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to close bug');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Close bug' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledWith('n1'));
  });

  it('offers staff every known status and an unknown one as itself; others see no action', async () => {
    const spec = noteSpec({ status: 'done', label: 'tasks.markDone' });
    const { unmount } = renderWithProviders(
      <ThreadActions
        spec={spec}
        item={{ ...note, status: 'waiting' }}
        actor={{ id: 'u-admin', role: 'admin' }}
        onEdit={vi.fn()}
      />,
    );
    const options = within(screen.getByLabelText('Change status')).getAllByRole('option');
    expect(options.map((option) => [option.textContent, (option as HTMLOptionElement).disabled])).toEqual([
      ['waiting', true],
      ['In progress', false],
      ['Done', false],
    ]);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    unmount();

    renderWithProviders(
      <ThreadActions spec={spec} item={note} actor={{ id: 'u-other', role: 'user' }} onEdit={vi.fn()} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Change status')).not.toBeInTheDocument();
  });
});
