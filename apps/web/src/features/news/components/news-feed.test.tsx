import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { newsItemFactory } from '../testing/news-factory';
import { NewsFeed } from './news-feed';

describe('the news feed', () => {
  it('shows loading text, then cards with title, body and the date in the reader’s locale', async () => {
    server.use(http.get('*/api/news', () => HttpResponse.json([newsItemFactory()])));
    renderWithProviders(<NewsFeed />, { language: 'he' });
    expect(screen.getByRole('status')).toHaveTextContent('טוען חדשות…');
    expect(await screen.findByRole('heading', { name: 'New lamps' })).toBeInTheDocument();
    expect(screen.getByText('Installed today.')).toBeInTheDocument();
    expect(document.querySelector('time')?.textContent).toMatch(/05\.03\.2024|5\.3\.2024/);
  });

  it('falls back to the no-news text when the list is empty or fails', async () => {
    server.use(
      http.get('*/api/news', () =>
        HttpResponse.json({ error: 'x', code: 'internal.error' }, { status: 500 }),
      ),
    );
    renderWithProviders(<NewsFeed />);
    expect(await screen.findByText('No news yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
  });
});
