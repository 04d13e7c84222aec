import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Room } from '@canopy/shared/schemas/rooms';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aFlowerRoom } from '../testing/flower-room';
import { RoomFormModal } from './room-form-modal';

const room = aFlowerRoom({ notes: 'North wall' });

// The notes' autosizing text area listens for web fonts loading, which jsdom has no `document.fonts` for.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
});

// The device picker's three lists: no devices here.
beforeEach(() => {
  server.use(
    http.get('*/api/devices/active', () => HttpResponse.json([])),
    http.get('*/api/sensor-data/soil7in1/devices', () => HttpResponse.json([])),
    http.get('*/api/water-in-out/devices', () => HttpResponse.json([])),
  );
});

/** Records what a room write is sent, answering as `answer` says. */
function roomRoute(
  method: 'post' | 'put',
  answer: (body: Record<string, unknown>) => Response | Promise<Response>,
) {
  const sent: Record<string, unknown>[] = [];
  const path = method === 'post' ? '*/api/rooms' : '*/api/rooms/room-a';
  server.use(
    http[method](path, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

async function openModal(edited: Room | null) {
  logInAs({ role: 'superuser' });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const rendered = renderPage(<RoomFormModal room={edited} onClose={onClose} onSaved={onSaved} />);
  const name = edited ? 'Edit room' : 'New room';
  const dialog = await screen.findByRole('dialog', { name });
  return { ...rendered, dialog, onClose, onSaved };
}

describe('RoomFormModal', () => {
  it('creates a room with Enter, an empty number sent as not given, and closes with the saved room', async () => {
    const sent = roomRoute('post', (body) => HttpResponse.json({ ...room, ...body, _id: 'room-b' }));
    const { user, dialog, onClose, onSaved } = await openModal(null);
    expect(within(dialog).getByRole('textbox', { name: 'Area (m²)' })).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox', { name: 'Area (m²)' }), '12.5');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Veg' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Mother room{Enter}');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Mother room',
      kind: 'veg',
      areaM2: 12.5,
      lightsWatts: null,
      deviceIds: [],
      notes: '',
    });
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ _id: 'room-b' })));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a name before calling the server', async () => {
    const sent = roomRoute('post', () => HttpResponse.json(room));
    const { user, dialog, onClose } = await openModal(null);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits the room it was given and shows the server’s detail beside its field, keeping what was typed', async () => {
    const sent = roomRoute('put', () =>
      HttpResponse.json(
        {
          error: 'Invalid request',
          code: 'validation.failed',
          details: [{ path: 'body.lightsWatts', message: 'Too many watts' }],
        },
        { status: 400 },
      ),
    );
    const { user, dialog, onClose } = await openModal(room);
    const lights = within(dialog).getByRole('textbox', { name: 'Lights (W)' });
    expect(lights).toHaveValue('1200');
    await user.clear(lights);
    await user.type(lights, '900');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      name: 'Flower Room A',
      areaM2: 24,
      lightsWatts: 900,
      notes: 'North wall',
    });
    await vi.waitFor(() => expect(lights).toHaveAccessibleDescription('Too many watts'));
    expect(lights).toHaveValue('900');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows an unknown device beside the devices', async () => {
    roomRoute('put', () =>
      HttpResponse.json(
        {
          error: 'Device not found',
          code: 'devices.not_found',
          details: [{ path: 'deviceIds', message: 'No device "d9"' }],
        },
        { status: 404 },
      ),
    );
    const { user, dialog } = await openModal(room);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('No device "d9"')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refusal about no field above the form, in the reader’s words', async () => {
    roomRoute('put', () => HttpResponse.json({ error: 'Gone', code: 'rooms.not_found' }, { status: 404 }));
    const { user, dialog } = await openModal(room);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This room no longer exists.');
  });

  it('says a lost connection above the form', async () => {
    server.use(http.post('*/api/rooms', () => HttpResponse.error()));
    const { user, dialog, onClose } = await openModal(null);
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dry room');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server cannot be reached. Check your connection and try again.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('holds the save button while the room is being saved', async () => {
    roomRoute('put', async () => {
      await delay(200);
      return HttpResponse.json(room);
    });
    const { user, dialog, onClose } = await openModal(room);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.click(save);
    await vi.waitFor(() => expect(save).toBeDisabled());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
