import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { Diary } from './diary';
import type { DiaryCalls, DiaryEntryView } from './diary-types';

const older: DiaryEntryView = {
  id: 'e1',
  note: 'Cuttings taken',
  photos: [],
  timestamp: '2026-03-01T09:00:00.000Z',
  authorName: 'ann@example.test',
};
const newer: DiaryEntryView = {
  id: 'e2',
  note: 'Roots on 9 of 12',
  photos: [
    { publicId: 'a'.repeat(32), url: '/api/files/aa/display' },
    { publicId: 'b'.repeat(32), url: '/api/files/bb/display' },
  ],
  timestamp: '2026-03-05T14:07:00.000Z',
  authorName: 'bob@example.test',
};

/** Calls that record what the diary asked for, answering as the test says. */
function recordingCalls(fail = false) {
  const made: string[] = [];
  const answer = (call: string) => {
    made.push(call);
    return fail ? Promise.reject(new Error('refused')) : Promise.resolve({});
  };
  const calls: DiaryCalls = {
    save: (entryId, entry) => answer(`save ${entryId ?? 'new'} ${entry.note} [${entry.publicIds.join()}]`),
    remove: (entryId) => answer(`remove ${entryId}`),
    removePhoto: (entryId, publicId) => answer(`removePhoto ${entryId} ${publicId}`),
    errorText: () => 'Could not do it',
  };
  return { calls, made };
}

describe('the diary', () => {
  it('shows the newest entry first, and deletes an entry only once the dialog confirms', async () => {
    const { calls, made } = recordingCalls();
    const { user } = renderWithProviders(<Diary titleId="t" entries={[older, newer]} manage calls={calls} />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByText(/Roots|Cuttings/).textContent)).toEqual([
      'Roots on 9 of 12',
      'Cuttings taken',
    ]);
    await user.click(within(cards[1]!).getByRole('button', { name: 'Delete' }));
    expect(made).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Diary entry deleted');
    expect(made).toEqual(['remove e1']);
  });

  it('removes a single photo and adds an entry with the note trimmed', async () => {
    const { calls, made } = recordingCalls();
    const { user } = renderWithProviders(<Diary titleId="t" entries={[newer]} manage calls={calls} />);
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), '  Watered ');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    await screen.findByRole('textbox', { name: /Note/ });
    expect(made).toEqual([`removePhoto e2 ${'b'.repeat(32)}`, 'save new Watered []']);
  });

  it("shows the feature's words when a call fails", async () => {
    const { calls } = recordingCalls(true);
    const { user } = renderWithProviders(<Diary titleId="t" entries={[newer]} manage calls={calls} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not do it');
  });
});
