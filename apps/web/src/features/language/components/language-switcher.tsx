import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { isLanguage, type Language } from '@canopy/shared/languages';
import { useAfterFirstPaint } from '../../../components/ui/after-first-paint';
import { LanguageButton } from './language-button';
import type { LanguageMenu } from './language-menu';

interface LanguageMenuModule {
  LanguageMenu: typeof LanguageMenu;
}

// The menu (Mantine's Menu and Popover, floating-ui) is a third of the header's JavaScript and is not
// needed to paint: the same button paints at once and the menu's code loads right after the first paint.
let menuModule: LanguageMenuModule | undefined;
let menuLoading: Promise<LanguageMenuModule> | undefined;

function loadLanguageMenu(): Promise<LanguageMenuModule> {
  menuLoading ??= import('./language-menu').then(
    (module) => (menuModule = module),
    (error: unknown) => {
      menuLoading = undefined; // a failed download is tried again on the next click
      throw error;
    },
  );
  return menuLoading;
}

/** Flag and native name of each language; the choice persists and flips the page direction. */
export function LanguageSwitcher(): ReactNode {
  const { i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [loaded, setLoaded] = useState(menuModule);
  // Set by the first click. The real menu replaces the placeholder only then, never under a pointer
  // that is half-way through a click, and takes over the placeholder's focus and that click.
  const [activation, setActivation] = useState<{ focus: boolean } | null>(null);
  const painted = useAfterFirstPaint();

  useEffect(() => {
    if (loaded || (!painted && !activation)) return;
    let mounted = true;
    loadLanguageMenu().then(
      (module) => {
        if (mounted) setLoaded(module);
      },
      () => {}, // offline: the placeholder stays, and a click tries again
    );
    return () => {
      mounted = false;
    };
  }, [loaded, activation, painted]);

  if (loaded && activation) {
    return <loaded.LanguageMenu current={current} focusOnMount={activation.focus} clickOnMount />;
  }
  const activate = (event: MouseEvent<HTMLButtonElement>): void =>
    setActivation({ focus: document.activeElement === event.currentTarget });
  return <LanguageButton language={current} aria-haspopup="menu" aria-expanded={false} onClick={activate} />;
}
