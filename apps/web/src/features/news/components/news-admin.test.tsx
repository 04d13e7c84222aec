import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { newsItemFactory } from '../testing/news-factory';
import { NewsAdmin } from './news-admin';

const post = newsItemFactory();

describe('deleting a news post', () => {
  it('asks in the app’s dialog, moves the post to the trash and says so; a refusal shows in the dialog', async () => {
    const deleted: string[] = [];
    let refuse = true;
    server.use(
      http.get('*/api/news', () => HttpResponse.json(deleted.length ? [] : [post])),
      http.delete('*/api/news/:id', ({ params }) => {
        if (refuse) return HttpResponse.json({ error: 'boom', code: 'internal.error' }, { status: 500 });
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    logInAs({ role: 'superuser' });
    const { user } = renderWithProviders(<NewsAdmin />);

    await user.click(await screen.findByRole('button', { name: 'Delete New lamps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete news post' });
    expect(dialog).toHaveTextContent('Move the news post New lamps to the trash?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(deleted).toEqual([]);

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('News post moved to the trash');
    await waitFor(() => expect(deleted).toEqual(['n1']));
  });
});
