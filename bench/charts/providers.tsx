// The app's providers for a chart harness page, mounted once into `host` as app/providers.tsx mounts them.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { theme } from '../../apps/web/src/app/theme';

/** Renders `slot` (the page's charts, portalled into their place) inside the app's theme and words. */
export function mountProviders(host: Element, i18n: I18n, slot: ReactNode): void {
  createRoot(host).render(
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18n}>{slot}</I18nextProvider>
    </MantineProvider>,
  );
}
