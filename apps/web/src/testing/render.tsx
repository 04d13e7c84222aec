import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@canopy/shared/languages';
import { AppProviders } from '../app/providers';
import { createAppRouter, type AppRouter } from '../app/router';
import { createI18n } from '../i18n/i18n';
import { catalogs } from '../i18n/resources';
import { createQueryClient } from '../lib/query-client';

export interface RenderOptions {
  language?: Language;
}

export interface ProvidersRenderResult extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  i18n: I18n;
}

/** Renders a component inside the app's providers (fresh query cache and i18n, Mantine in test mode); `rerender` keeps them. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): ProvidersRenderResult {
  return renderWith(createI18n(options.language ?? 'en', catalogs), ui);
}

function renderWith(i18n: I18n, ui: ReactElement): ProvidersRenderResult {
  const queryClient = createQueryClient();
  // As a wrapper, so that `rerender` keeps the providers (and the state below them).
  const result = render(ui, {
    wrapper: ({ children }) => (
      <AppProviders queryClient={queryClient} i18n={i18n} env="test">
        {children}
      </AppProviders>
    ),
  });
  return { ...result, user: userEvent.setup(), queryClient, i18n };
}

/** Renders the whole app (layout and routes) at `path`, with an in-memory history. */
export function renderApp(
  path: string,
  options: RenderOptions = {},
): ProvidersRenderResult & { router: AppRouter } {
  const i18n = createI18n(options.language ?? 'en', catalogs);
  const router = createAppRouter(i18n, createMemoryHistory({ initialEntries: [path] }));
  const result = renderWith(i18n, <RouterProvider router={router} />);
  return { ...result, router };
}
