import './app/mantine-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from '@canopy/shared/constants';
import type { Language } from '@canopy/shared/languages';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { createI18n, getStoredLanguage } from './i18n/i18n';
import { loadCatalog, loadStartCatalogs } from './i18n/load-catalog';
import { afterFirstScreen } from './lib/pwa/after-first-screen';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The service worker is not needed for the first screen: it registers (and precaches) once that is done.
// Set up before the catalogs are awaited, which may outlast the `load` event.
void afterFirstScreen()
  .then(() => import('./lib/pwa/register-service-worker'))
  .then(({ registerServiceWorker }) => registerServiceWorker());

const language = getStoredLanguage();
const catalogs = await loadStartCatalogs(language, DEFAULT_LANGUAGE as Language);
const i18n = createI18n(language, catalogs, loadCatalog);
const router = createAppRouter(i18n);
// The first route (its guards, texts and page code) is ready before React renders: a router that finishes
// loading during the first render changes its state under it, and each change re-renders the whole app
// in one blocking task (TanStack's stores update React synchronously). A route that fails to load shows
// its error once rendered.
await router.load().catch(() => undefined);

const root = createRoot(container);
// In a transition React renders in slices and yields to the browser between them, so the first render
// (the whole shell and the first route) is many short tasks instead of one long one that blocks input.
startTransition(() =>
  root.render(
    <StrictMode>
      <App i18n={i18n} router={router} />
    </StrictMode>,
  ),
);
