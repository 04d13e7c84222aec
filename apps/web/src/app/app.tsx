import { useState, type ReactNode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

export function App({ i18n, router }: { i18n: I18n; router: AppRouter }): ReactNode {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
