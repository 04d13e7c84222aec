import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { emptyLineage } from '../testing/fake-cuttings-api';
import { cuttingFactory } from '../testing/cutting-factory';

/** A phone: the page's phone query (under 600 px) matches, every other query does not. */
function onAPhone() {
  const real = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...real(query),
    matches: query.includes('max-width: 599'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = real;
  };
}

const quickActions = () => screen.queryByRole('region', { name: 'Quick actions' });

describe('a cutting opened from its printed label by the phone camera app', { timeout: 20_000 }, () => {
  let restore: () => void;
  beforeEach(() => {
    restore = onAPhone();
    server.use(
      http.get('*/api/cuttings/:id', () => HttpResponse.json(cuttingFactory())),
      emptyLineage,
      http.get('*/api/admin/:id/logs', () => HttpResponse.json([])),
    );
  });
  afterEach(() => restore());

  it('puts the quick actions first, before the label, when the address carries the label mark', async () => {
    logInAs({ role: 'admin' });
    renderApp('/cutting/c1?via=label');
    const quick = await screen.findByRole('region', { name: 'Quick actions' }, { timeout: 5000 });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Log an event', 'Add a photo', 'Write a diary note']);
    const qr = screen.getByRole('img', { name: 'QR code of cutting A-009' });
    expect(quick.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens as before from a label printed without the mark, or from a link', async () => {
    logInAs({ role: 'admin' });
    renderApp('/cutting/c1');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(quickActions()).not.toBeInTheDocument();
  });

  it('offers nothing to a reader who may not log, photograph or write the diary', async () => {
    logInAs({ role: 'user' });
    renderApp('/cutting/c1?via=label');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(quickActions()).not.toBeInTheDocument();
  });

  it('keeps the page as it was on a wide screen', async () => {
    restore();
    restore = () => undefined;
    logInAs({ role: 'admin' });
    renderApp('/cutting/c1?via=label');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(quickActions()).not.toBeInTheDocument();
  });
});
