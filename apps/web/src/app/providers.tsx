import { useEffect, useState, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { LANGUAGE_INFO } from '@canopy/shared/languages';
import { currentLanguage } from '../i18n/i18n';
import { cssVariablesResolver, theme } from './theme';

/** Keeps Mantine's direction in step with the language (Hebrew is right-to-left). */
function DirectionSync({ i18n }: { i18n: I18n }): null {
  const { setDirection } = useDirection();
  useEffect(() => {
    const sync = (): void => setDirection(LANGUAGE_INFO[currentLanguage(i18n)].dir);
    sync();
    i18n.on('languageChanged', sync);
    return () => i18n.off('languageChanged', sync);
  }, [i18n, setDirection]);
  return null;
}

export interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}

export function AppProviders({ queryClient, i18n, env = 'default', children }: AppProvidersProps): ReactNode {
  const [initialDirection] = useState(() => LANGUAGE_INFO[currentLanguage(i18n)].dir);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DirectionProvider initialDirection={initialDirection} detectDirection={false}>
          <DirectionSync i18n={i18n} />
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            defaultColorScheme="light"
            env={env}
          >
            {children}
          </MantineProvider>
        </DirectionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
