import { useState, type ReactNode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { createI18n } from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App(): ReactNode {
  const [queryClient] = useState(createQueryClient);
  const [i18n] = useState(() => createI18n());
  const [router] = useState(() => createAppRouter());
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
