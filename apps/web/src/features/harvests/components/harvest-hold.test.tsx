import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aRoom } from '../../../testing/crop/room-factory';
import { aGroup, aRun } from '../../../testing/crop/run-factory';
import { HarvestButton } from './harvest-button';

const flowering = aGroup({ stage: 'flower', plantCount: 40, roomId: 'room-b', roomName: 'Flower Room B' });

/** The harvests module's 409 inside a treatment's pre-harvest interval, `details` as it writes them. */
const held = (
  details = [
    { path: 'productName', message: 'Spinosad 480' },
    { path: 'harvestFrom', message: '2026-12-01' },
    { path: 'treatedAt', message: '2026-11-17T09:00:00.000Z' },
  ],
) =>
  HttpResponse.json(
    {
      error: 'Inside the pre-harvest interval of Spinosad 480: harvest from 2026-12-01',
      code: 'harvests.pre_harvest_interval',
      details,
    },
    { status: 409 },
  );

let posted: { body: Record<string, unknown>; key: string | null }[];

beforeEach(() => {
  posted = [];
  server.use(
    http.get('*/api/rooms', () => HttpResponse.json([aRoom({ _id: 'room-b', name: 'Flower Room B' })])),
    http.post('*/api/runs/r1/harvests', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push({ body, key: request.headers.get('Idempotency-Key') });
      return body.override ? HttpResponse.json(aRun(), { status: 201 }) : held();
    }),
  );
});

async function harvest(language: 'en' | 'he' = 'en') {
  const view = renderPage(<HarvestButton run={aRun()} group={flowering} />, { language });
  await view.user.click(await screen.findByRole('button', { name: language === 'en' ? 'Harvest' : 'קטיף' }));
  const dialog = await screen.findByRole('dialog');
  await view.user.click(within(dialog).getByRole('button', { name: language === 'en' ? 'Harvest' : 'קטיף' }));
  return { ...view, dialog };
}

describe('a harvest inside a pre-harvest interval', () => {
  it('warns with the product and the first day to harvest, and staff harvest anyway with override', async () => {
    logInAs({ role: 'superuser' });
    const { user, dialog } = await harvest();
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('Inside a pre-harvest interval');
    expect(warning).toHaveTextContent(
      'These plants were treated with Spinosad 480: they may be harvested from 01/12/2026.',
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).not.toHaveProperty('override');

    await user.click(within(warning).getByRole('button', { name: 'Harvest anyway' }));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.body).toMatchObject({
      groupId: 'g1',
      plantCount: 40,
      roomId: 'room-b',
      override: true,
    });
    // The refusal was an answer: the override is a new write with a new key.
    expect(posted[1]!.key).not.toBe(posted[0]!.key);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("gives the refusal's words when the answer names no product or date, and still lets staff override", async () => {
    logInAs({ role: 'admin' });
    server.use(http.post('*/api/runs/r1/harvests', () => held([])));
    const { dialog } = await harvest();
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('A treatment’s pre-harvest interval has not ended: no harvest yet.');
    expect(within(warning).getByRole('button', { name: 'Harvest anyway' })).toBeInTheDocument();
  });

  it('reads right to left in Hebrew, the product and the date each kept whole', async () => {
    logInAs({ role: 'superuser' });
    const { dialog } = await harvest('he');
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('הצמחים האלה טופלו ב-Spinosad 480: מותר לקטוף אותם החל מ-01.12.2026.');
    expect(within(warning).getByText('Spinosad 480').tagName).toBe('BDI');
    expect(within(warning).getByRole('button', { name: 'לקטוף בכל זאת' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
