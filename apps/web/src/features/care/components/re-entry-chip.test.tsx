import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { aSite } from '../../../testing/crop/feeding-factory';
import { ReEntryChip } from './re-entry-chip';

/** 10:00 UTC on 20 November: 12:00 at the site (Asia/Jerusalem). */
const now = new Date('2026-11-20T10:00:00.000Z');

beforeEach(() => {
  // The clock only: the page's fetches and timeouts run as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(now);
  server.use(http.get('*/api/site', () => HttpResponse.json(aSite())));
  logInAs({ role: 'user' });
});

afterEach(() => vi.useRealTimers());

describe('ReEntryChip', () => {
  it('shows the time on the site clock until the interval ends, and is gone after', async () => {
    renderPage(<ReEntryChip until="2026-11-20T14:40:00.000Z" />);
    expect(await screen.findByText('16:40')).toBeInTheDocument();
    expect(screen.getByText(/Re-entry until/)).toHaveTextContent('Re-entry until 16:40');
    act(() => vi.advanceTimersByTime(4 * 3_600_000 + 30_000));
    expect(screen.getByText(/Re-entry until/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(40 * 60_000));
    expect(screen.queryByText(/Re-entry until/)).not.toBeInTheDocument();
  });

  it("gives the date too when the interval ends on another of the site's days", async () => {
    renderPage(<ReEntryChip until="2026-11-21T06:00:00.000Z" />);
    expect(await screen.findByText(/Re-entry until/)).toHaveTextContent('Re-entry until 21/11/2026, 08:00');
  });

  it("counts the day on the site's clock: after midnight there, an interval ending later that night is today", async () => {
    vi.setSystemTime(new Date('2026-11-20T22:30:00.000Z'));
    renderPage(<ReEntryChip until="2026-11-21T01:00:00.000Z" />);
    expect(await screen.findByText(/Re-entry until/)).toHaveTextContent('Re-entry until 03:00');
  });

  it('shows nothing for a room never treated or whose interval has passed', () => {
    const { container } = renderPage(
      <>
        <ReEntryChip until={null} />
        <ReEntryChip until="2026-11-20T09:59:00.000Z" />
      </>,
    );
    expect(container).not.toHaveTextContent('Re-entry');
  });

  it('reads right to left in Hebrew, the time kept whole', async () => {
    renderPage(<ReEntryChip until="2026-11-21T06:00:00.000Z" />, { language: 'he' });
    const time = await screen.findByText('21.11.2026, 08:00');
    expect(time.tagName).toBe('BDI');
    expect(time.parentElement).toHaveTextContent('אין כניסה עד');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
