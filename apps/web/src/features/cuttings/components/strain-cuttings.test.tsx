import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { cuttingSummaryFactory } from '../testing/cutting-factory';
import { strainFactory } from '../../../testing/crop/strain-factory';

const strain = (withDiary: boolean) => strainFactory(withDiary ? { diary: [] } : {});

describe("a strain's cuttings", { timeout: 20_000 }, () => {
  it('lists them for a logged-in user as cards linking to each cutting, photos blurred', async () => {
    logInAs({ role: 'user' });
    server.use(
      http.get('*/api/strains/lemon-haze', () => HttpResponse.json(strain(true))),
      http.get('*/api/strains/lemon-haze/cuttings', () =>
        HttpResponse.json([cuttingSummaryFactory({ photo: '/api/files/blurred/aa', photosBlurred: true })]),
      ),
    );
    renderApp('/strain/lemon-haze');
    const section = await screen.findByRole('region', { name: 'Cuttings' }, { timeout: 5000 });
    const card = await within(section).findByRole('article', { name: 'A-009 · Lemon mother' });
    expect(within(card).getByRole('link', { name: 'A-009 · Lemon mother' })).toHaveAttribute(
      'href',
      '/cutting/c1',
    );
    expect(within(card).getByText('Photo hidden')).toBeInTheDocument();
  });

  it('does not ask for them without a login', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/strains/lemon-haze', () => HttpResponse.json(strain(false))),
      http.get('*/api/strains/lemon-haze/cuttings', () => (asked++, HttpResponse.json([]))),
    );
    renderApp('/strain/lemon-haze');
    expect(
      await screen.findByText('Log in to see the diary and cuttings.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(asked).toBe(0);
  });
});
