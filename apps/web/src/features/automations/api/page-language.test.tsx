import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { automation, fakeAutomationsApi } from '../testing/fake-automations-api';

const SENTENCES: Record<string, string> = {
  en: 'When Flower Room A is above 29 °C for 10 minutes, turn socket 2 on',
  he: 'כאשר Flower Room A מעל 29 °C במשך 10 דקות, להדליק את שקע 2',
};
const sentenceIn = (request: Request) => SENTENCES[new URL(request.url).searchParams.get('lang') ?? ''];

/** Answers the automation, its runs and the list in the `lang` asked for, noting each ask's `lang`. */
function fakeWordedApi() {
  const asked = {
    list: [] as (string | null)[],
    one: [] as (string | null)[],
    runs: [] as (string | null)[],
  };
  const lang = (request: Request) => new URL(request.url).searchParams.get('lang');
  server.use(
    http.get('*/api/automations', ({ request }) => {
      asked.list.push(lang(request));
      return HttpResponse.json([automation({ summary: sentenceIn(request) })]);
    }),
    http.get('*/api/automations/:id', ({ request }) => {
      asked.one.push(lang(request));
      return HttpResponse.json(automation({ summary: sentenceIn(request) }));
    }),
    http.get('*/api/automations/:id/runs', ({ request }) => {
      asked.runs.push(lang(request));
      return HttpResponse.json([]);
    }),
  );
  return asked;
}

describe('automations in the page’s language', () => {
  it('asks the list in the page’s language, and again in the new one when the reader switches', async () => {
    fakeAutomationsApi([]);
    const asked = fakeWordedApi();
    logInAs({ role: 'user' });
    const { i18n } = renderApp('/automations');
    expect(await screen.findByText(SENTENCES.en!)).toBeInTheDocument();
    expect(asked.list).toEqual(['en']);

    await act(() => i18n.changeLanguage('he'));
    expect(await screen.findByText(SENTENCES.he!)).toBeInTheDocument();
    expect(screen.queryByText(SENTENCES.en!)).not.toBeInTheDocument();
    expect(asked.list).toEqual(['en', 'he']);
  });

  it('asks an automation and its runs in the page’s language, and again after a switch', async () => {
    fakeAutomationsApi([]);
    const asked = fakeWordedApi();
    logInAs({ role: 'user' });
    const { i18n } = renderApp('/automations/auto-1', { language: 'he' });
    expect(await screen.findByText(SENTENCES.he!)).toBeInTheDocument();
    expect(asked.one).toEqual(['he']);
    expect(asked.runs).toEqual(['he']);

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText(SENTENCES.en!)).toBeInTheDocument();
    expect(asked.one).toEqual(['he', 'en']);
    expect(asked.runs).toEqual(['he', 'en']);
  });
});
