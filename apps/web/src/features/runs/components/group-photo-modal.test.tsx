import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aGroup, aRun } from '../../../testing/crop/run-factory';
import type { PhotoChoice } from '../../../components/ui/photos/use-photo-choice';
import { GroupPhotoModal } from './group-photo-modal';

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const choice = (overrides: Partial<PhotoChoice> = {}): PhotoChoice => ({
  file: new File([new Uint8Array(1000)], 'leaf.jpg', { type: 'image/jpeg' }),
  problem: null,
  shrinking: false,
  choose: () => {},
  clear: () => {},
  ...overrides,
});

/** Records the notes the photo route is sent, answering as `answer` says. */
function photoRoute(answer: () => Response) {
  const notes: (FormDataEntryValue | null)[] = [];
  server.use(
    http.post('*/api/runs/r1/groups/g1/photos', async ({ request }) => {
      notes.push((await request.formData()).get('note'));
      return answer();
    }),
  );
  return notes;
}

function openModal(photo = choice()) {
  logInAs({ role: 'user' });
  const onDone = vi.fn();
  const rendered = renderPage(
    <GroupPhotoModal runId="r1" group={aGroup()} choice={photo} onClose={vi.fn()} onDone={onDone} />,
  );
  return { ...rendered, onDone };
}

describe('GroupPhotoModal', () => {
  it('saves with Enter in the note, sent trimmed, and says it was sent rather than kept', async () => {
    const notes = photoRoute(() => HttpResponse.json(aRun(), { status: 201 }));
    const { user, onDone } = openModal();
    const dialog = await screen.findByRole('dialog', { name: 'Photo of the group' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note (optional)' }),
      '  Tips yellow {Enter}',
    );
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(notes).toEqual(['Tips yellow']);
  });

  it('shows a refused note beside the note, keeping it', async () => {
    const notes = photoRoute(() =>
      HttpResponse.json(
        {
          error: 'Invalid request',
          code: 'validation.failed',
          details: [{ path: 'body.note', message: 'Note refused' }],
        },
        { status: 400 },
      ),
    );
    const { user, onDone } = openModal();
    const dialog = await screen.findByRole('dialog', { name: 'Photo of the group' });
    const note = within(dialog).getByRole('textbox', { name: 'Note (optional)' });
    await user.type(note, 'Mites');
    await user.click(within(dialog).getByRole('button', { name: 'Save photo' }));
    await vi.waitFor(() => expect(note).toHaveAccessibleDescription('Note refused'));
    expect(note).toHaveValue('Mites');
    expect(notes).toEqual(['Mites']);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says the photo was not saved when the answer is not one it can read', async () => {
    photoRoute(() => HttpResponse.json({}, { status: 201 }));
    const { user, onDone } = openModal();
    const dialog = await screen.findByRole('dialog', { name: 'Photo of the group' });
    await user.click(within(dialog).getByRole('button', { name: 'Save photo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The photo could not be saved. Try again.',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('holds the save button while an oversized photo is scaled down', async () => {
    const notes = photoRoute(() => HttpResponse.json(aRun(), { status: 201 }));
    openModal(choice({ shrinking: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo of the group' });
    expect(within(dialog).getByRole('button', { name: 'Save photo' })).toBeDisabled();
    expect(notes).toEqual([]);
  });
});
