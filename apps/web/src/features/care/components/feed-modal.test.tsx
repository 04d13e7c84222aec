import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Room } from '@canopy/shared/schemas/rooms';
import { offlineQueue } from '../../../lib/offline-queue/offline-queue';
import { aRoom } from '../../../testing/crop/room-factory';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aFeed, aProduct, aRecipe, aRoomGroup } from '../../../testing/crop/feeding-factory';
import { FeedModal } from './feed-modal';

/** Veg Room: Lemon Haze on day 25 of veg, recipe week 4, whose recipe Grow A gives Base A at 2 ml/L. */
const room = aRoom({ groups: [aRoomGroup()] });

beforeEach(() => {
  server.use(
    http.get('*/api/recipes', () =>
      HttpResponse.json([
        aRecipe({ _id: 'rec-veg-3', name: 'Grow early', week: 3, items: [] }),
        aRecipe(),
        aRecipe({ _id: 'rec-flower-1', name: 'Bloom A', stage: 'flower', week: 1 }),
      ]),
    ),
    http.get('*/api/products', () =>
      HttpResponse.json([
        aProduct(),
        aProduct({ _id: 'p-calmag', name: 'CalMag' }),
        aProduct({ _id: 'p-spinosad', name: 'Spinosad 480', kind: 'pesticide' }),
      ]),
    ),
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all((await offlineQueue.list()).map((write) => offlineQueue.remove(write.id)));
});

/** Records what the room's feeds route is sent, answering as `answer` says. */
function feedsRoute(answer: () => Response = () => HttpResponse.json([aFeed()], { status: 201 })) {
  const sent: { body: Record<string, unknown>; key: string | null }[] = [];
  server.use(
    http.post('*/api/rooms/room-veg/feeds', async ({ request }) => {
      sent.push({
        body: (await request.json()) as Record<string, unknown>,
        key: request.headers.get('Idempotency-Key'),
      });
      return answer();
    }),
  );
  return sent;
}

async function openModal(shown: Room = room) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  const rendered = renderPage(<FeedModal room={shown} onClose={onClose} onDone={onDone} />);
  const dialog = await screen.findByRole('dialog', { name: 'Record a feed' });
  return { ...rendered, dialog, onDone, onClose };
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

describe('FeedModal', () => {
  it("suggests the recipe of the plants' stage and week and starts from its doses", async () => {
    logInAs({ role: 'user' });
    const { dialog } = await openModal();
    expect(await within(dialog).findByText('Suggested for Veg week 4: Grow A')).toBeInTheDocument();
    const recipe = within(dialog).getByRole('combobox', { name: 'Recipe' });
    await vi.waitFor(() => expect(recipe).toHaveValue('Grow A · Veg week 4 (suggested)'));
    expect(within(dialog).getByRole('combobox', { name: 'Product 1' })).toHaveValue('Base A');
    expect(field(dialog, 'Dose 1')).toHaveValue('2');
    expect(within(dialog).getByRole('combobox', { name: 'Unit 1' })).toHaveValue('ml/L');
    expect(within(dialog).getByText('Target: 1.6')).toBeInTheDocument();
  });

  it('follows the group it was opened for, and says when no recipe is written for its week', async () => {
    logInAs({ role: 'user' });
    const twoGroups = aRoom({
      groups: [aRoomGroup(), aRoomGroup({ _id: 'g2', plantCount: 10, stage: 'flower', dayOfStage: 10 })],
    });
    renderPage(<FeedModal room={twoGroups} groupId="g2" onClose={() => {}} onDone={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Record a feed' });
    expect(await within(dialog).findByText('No recipe is written for Flower week 2.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Recipe' })).toHaveValue('');
  });

  it('leaves a product added before the recipes arrive where it is, suggesting no recipe over it', async () => {
    logInAs({ role: 'user' });
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    server.use(
      http.get('*/api/recipes', async () => {
        await arrived;
        return HttpResponse.json([aRecipe()]);
      }),
    );
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Product 1' }));
    await user.click(await screen.findByRole('option', { name: 'CalMag' }));
    arrive();
    expect(await within(dialog).findByText('Suggested for Veg week 4: Grow A')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Product 1' })).toHaveValue('CalMag');
    expect(within(dialog).getByRole('combobox', { name: 'Recipe' })).toHaveValue('');
  });

  it('sends the volume in its unit, the readings and the key, and tells it was sent', async () => {
    logInAs({ role: 'user' });
    const sent = feedsRoute();
    const { user, dialog, onDone, onClose } = await openModal();
    await vi.waitFor(() => expect(field(dialog, 'Dose 1')).toHaveValue('2'));
    await user.type(field(dialog, 'Volume given to the room'), '3.5');
    await user.click(within(dialog).getByRole('combobox', { name: 'Unit' }));
    await user.click(await screen.findByRole('option', { name: 'gal' }));
    await user.type(field(dialog, 'EC given (mS/cm)'), '1.8');
    await user.type(field(dialog, 'pH given'), '6.1');
    await user.type(field(dialog, 'Runoff EC (mS/cm)'), '2.2');
    await user.click(within(dialog).getByRole('button', { name: 'Record feed' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      volume: 3.5,
      volumeUnit: 'gal',
      recipeId: 'rec-veg-4',
      items: [{ productId: 'p-base', dose: 2, unit: 'ml/L' }],
      ecIn: 1.8,
      phIn: 6.1,
      ecRunoff: 2.2,
      phRunoff: null,
      note: '',
    });
    expect(Date.parse(sent[0]!.body.at as string)).toBeLessThanOrEqual(Date.now());
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(onClose).toHaveBeenCalled();
  });

  it("sends the recipe's doses as changed, a product added to them", async () => {
    logInAs({ role: 'user' });
    const sent = feedsRoute();
    const { user, dialog } = await openModal();
    await vi.waitFor(() => expect(field(dialog, 'Dose 1')).toHaveValue('2'));
    await user.clear(field(dialog, 'Dose 1'));
    await user.type(field(dialog, 'Dose 1'), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Product 2' }));
    await user.click(await screen.findByRole('option', { name: 'CalMag' }));
    await user.type(field(dialog, 'Dose 2'), '1');
    await user.type(field(dialog, 'Volume given to the room'), '12');
    await user.type(field(dialog, 'EC given (mS/cm)'), '2');
    await user.type(field(dialog, 'pH given'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Record feed' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.items).toEqual([
      { productId: 'p-base', dose: 2.5, unit: 'ml/L' },
      { productId: 'p-calmag', dose: 1, unit: 'ml/L' },
    ]);
  });

  it('refuses a reading out of its physical range in words, without calling the server', async () => {
    logInAs({ role: 'user' });
    const sent = feedsRoute();
    const { user, dialog } = await openModal();
    await user.type(field(dialog, 'EC given (mS/cm)'), '25');
    await user.type(field(dialog, 'pH given'), '14.5');
    await user.type(field(dialog, 'Runoff pH'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Record feed' }));
    expect(await within(dialog).findByText('EC is between 0 and 20 mS/cm.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('pH is between 0 and 14.')).toHaveLength(2);
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(field(dialog, 'EC given (mS/cm)')).toHaveValue('25');
    expect(sent).toHaveLength(0);
  });

  it('asks for a product and a dose on a row added empty', async () => {
    logInAs({ role: 'user' });
    const sent = feedsRoute();
    const { user, dialog } = await openModal();
    await user.type(field(dialog, 'Volume given to the room'), '12');
    await user.type(field(dialog, 'EC given (mS/cm)'), '1.8');
    await user.type(field(dialog, 'pH given'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record feed' }));
    expect(await within(dialog).findByText('Choose a product.')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('says the server refused a feed for a room where nothing grows, and keeps what was typed', async () => {
    logInAs({ role: 'user' });
    feedsRoute(() => HttpResponse.json({ error: 'Room empty', code: 'feeding.room_empty' }, { status: 409 }));
    const { user, dialog, onDone } = await openModal();
    await user.type(field(dialog, 'Volume given to the room'), '12');
    await user.type(field(dialog, 'EC given (mS/cm)'), '1.8');
    await user.type(field(dialog, 'pH given'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Record feed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No plants are growing in this room: move a group in first, then record the feed.',
    );
    expect(field(dialog, 'Volume given to the room')).toHaveValue('12');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says before anything is typed that a room with no plant growing has nothing to feed', async () => {
    logInAs({ role: 'user' });
    const drying = aRoom({ groups: [aRoomGroup({ stage: 'dry' })] });
    const { dialog } = await openModal(drying);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No plants are growing in this room.');
    expect(within(dialog).queryByRole('button', { name: 'Record feed' })).not.toBeInTheDocument();
  });

  it('offline, keeps the feed on the phone under its key with a summary for the pending list', async () => {
    logInAs({ role: 'user' });
    const sent = feedsRoute();
    const { user, dialog, onDone } = await openModal();
    await vi.waitFor(() => expect(field(dialog, 'Dose 1')).toHaveValue('2'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.type(field(dialog, 'Volume given to the room'), '12');
    await user.type(field(dialog, 'EC given (mS/cm)'), '1.8');
    await user.type(field(dialog, 'pH given'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Record feed' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    const queued = await offlineQueue.list();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'roomFeed',
      textField: null,
      summary: 'Veg Room: 12 L',
      uploads: [],
      main: {
        path: '/rooms/room-veg/feeds',
        key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        body: { volume: 12, volumeUnit: 'L', recipeId: 'rec-veg-4', ecIn: 1.8, phIn: 6 },
      },
    });
    // The moment it was given goes with it: sent later, it is not stamped with the time it reached the server.
    expect(Date.parse(queued[0]!.main.body.at as string)).toBeLessThanOrEqual(Date.now());
    expect(sent).toHaveLength(0);
  });

  it('labels every field it shows, in Hebrew too', async () => {
    logInAs({ role: 'user' });
    renderPage(<FeedModal room={room} onClose={() => {}} onDone={() => {}} />, { language: 'he' });
    const dialog = await screen.findByRole('dialog', { name: 'רישום הזנה' });
    await within(dialog).findByText('מוצע לצמיחה שבוע 4: Grow A');
    const fields = dialog.querySelectorAll('input:not([type=hidden]):not([type=file]), textarea');
    expect(fields.length).toBeGreaterThan(8);
    for (const input of fields) expect(input).toHaveAccessibleName();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
