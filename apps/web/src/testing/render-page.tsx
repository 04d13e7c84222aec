import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { AppProviders } from '../app/providers';
import { createI18n } from '../i18n/i18n';
import { catalogs } from '../i18n/resources';
import { createQueryClient } from '../lib/query-client';
import type { ProvidersRenderResult, RenderOptions } from './render';

/**
 * Renders one page's component under a bare router (links work; no app shell, layout or navigation), so a
 * feature's test depends on nothing but the feature.
 */
export function renderPage(ui: ReactElement, options: RenderOptions = {}): ProvidersRenderResult {
  const queryClient = createQueryClient();
  const i18n = createI18n(options.language ?? 'en', catalogs);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const result = render(
    <AppProviders queryClient={queryClient} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user: userEvent.setup(), queryClient, i18n };
}
