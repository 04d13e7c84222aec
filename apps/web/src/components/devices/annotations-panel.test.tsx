import { screen, waitFor, within } from '@testing-library/react';
import type { Annotation } from '@canopy/shared/schemas/annotations';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { logInAs } from '../../testing/tokens';
import { fakeAnnotationsApi } from '../../testing/devices/fake-annotations-api';
import { AnnotationsPanel } from './annotations-panel';

const DEVICE = 'c0ffee0000000000000000a1';
// 10:00 to 14:00 UTC: 13:00 to 17:00 in Jerusalem (summer time).
const FROM = Date.parse('2026-07-01T10:00:00.000Z');
const TO = Date.parse('2026-07-01T14:00:00.000Z');
const at = (utc: string) => Date.parse(`2026-07-01T${utc}:00.000Z`);
const GROWER = { id: 'u-grower', email: 'grower@example.com' };

const annotations: Annotation[] = [
  {
    id: 'k1',
    ts: at('10:30'),
    kind: 'command',
    text: 'toggleSocket(2,on)',
    by: 'grower@example.com',
    authorId: GROWER.id,
  },
  {
    id: 'a1',
    ts: at('11:05'),
    kind: 'alert',
    text: 'Too hot (temperature 30 > 27)',
    by: null,
    authorId: null,
  },
  { id: 'n1', ts: at('12:00'), kind: 'note', text: 'Raised the lamp', by: GROWER.email, authorId: GROWER.id },
  { id: 'n2', ts: at('12:30'), kind: 'note', text: 'Flushed', by: 'other@example.com', authorId: 'u-other' },
  // Outside the range: never listed.
  { id: 'n3', ts: at('15:00'), kind: 'note', text: 'Later', by: GROWER.email, authorId: GROWER.id },
];

const rowsOf = async () => {
  const table = await screen.findByRole('table', { name: 'Notes and events' });
  return within(table).getAllByRole('row').slice(1);
};
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const rowWith = async (text: string) => {
  const rows = await rowsOf();
  const row = rows.find((r) => within(r).queryByText(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

function renderPanel() {
  return renderWithProviders(<AnnotationsPanel deviceId={DEVICE} from={FROM} to={TO} />);
}

describe('the annotations panel', () => {
  it("lists the range's annotations in the device's zone, with their kind, text and author", async () => {
    const api = fakeAnnotationsApi(DEVICE, annotations, GROWER);
    logInAs({ id: GROWER.id, role: 'user' });
    renderPanel();

    const rows = await rowsOf();
    expect(rows.map((row) => cells(row).slice(0, 4))).toEqual([
      ['01/07/2026, 13:30', 'Command', 'toggleSocket(2,on)', 'grower@example.com'],
      ['01/07/2026, 14:05', 'Alert', 'Too hot (temperature 30 > 27)', 'System'],
      ['01/07/2026, 15:00', 'Note', 'Raised the lamp', 'grower@example.com'],
      ['01/07/2026, 15:30', 'Note', 'Flushed', 'other@example.com'],
    ]);
    expect(api.calls).toEqual([`GET /api/devices/${DEVICE}/annotations?from=${FROM}&to=${TO}`]);
  });

  it('says so when nothing happened in the range', async () => {
    fakeAnnotationsApi(DEVICE, []);
    logInAs({ id: GROWER.id, role: 'user' });
    renderPanel();
    expect(await screen.findByText('Nothing happened in this range.')).toBeInTheDocument();
  });

  it('adds a note, at now or at a time read in the device zone; a blank note is refused without a call', async () => {
    const api = fakeAnnotationsApi(DEVICE, [], GROWER);
    logInAs({ id: GROWER.id, role: 'user' });
    const { user } = renderPanel();
    await screen.findByText('Nothing happened in this range.');

    const note = screen.getByRole('textbox', { name: 'Note' });
    const add = screen.getByRole('button', { name: 'Add note' });
    await user.type(note, '   ');
    await user.click(add);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.clear(note);
    await user.type(note, 'Raised the lamp');
    // 12:15 in Jerusalem (summer time) is 09:15 UTC.
    await user.type(screen.getByLabelText('Time (optional)'), '2026-07-01T12:15');
    await user.click(add);
    await waitFor(() => expect(api.bodies).toEqual([{ text: 'Raised the lamp', ts: at('09:15') }]));
    await waitFor(() => expect(note).toHaveValue(''));
    expect(screen.getByRole('status')).toHaveTextContent('Note added.');

    await user.type(note, '  Now  ');
    await user.click(add);
    await waitFor(() => expect(api.bodies).toHaveLength(2));
    expect(api.bodies[1]).toEqual({ text: 'Now' });
  });

  it('deletes an own note after confirming, and offers no delete on another user’s note', async () => {
    const api = fakeAnnotationsApi(DEVICE, annotations, GROWER);
    logInAs({ id: GROWER.id, role: 'user' });
    const { user } = renderPanel();

    const others = await rowWith('Flushed');
    expect(within(others).queryByRole('button', { name: 'Delete note' })).not.toBeInTheDocument();
    const command = await rowWith('toggleSocket(2,on)');
    expect(within(command).queryByRole('button', { name: 'Delete note' })).not.toBeInTheDocument();

    const mine = await rowWith('Raised the lamp');
    await user.click(within(mine).getByRole('button', { name: 'Delete note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete note' });
    expect(dialog).toHaveTextContent('Delete this note? This cannot be undone.');
    expect(api.calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(api.calls.filter((call) => call.startsWith('DELETE'))).toEqual([
        `DELETE /api/devices/${DEVICE}/notes/n1`,
      ]),
    );
    await waitFor(() => expect(screen.queryByText('Raised the lamp')).not.toBeInTheDocument());
    expect(screen.getByText('Flushed')).toBeInTheDocument();
  });

  it('lets staff delete any note', async () => {
    fakeAnnotationsApi(DEVICE, annotations, GROWER);
    logInAs({ id: 'u-super', role: 'superuser' });
    renderPanel();
    for (const text of ['Raised the lamp', 'Flushed']) {
      expect(within(await rowWith(text)).getByRole('button', { name: 'Delete note' })).toBeInTheDocument();
    }
  });
});
