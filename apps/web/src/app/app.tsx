import { useState, type ReactNode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App({ i18n }: { i18n: I18n }): ReactNode {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(i18n));
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
