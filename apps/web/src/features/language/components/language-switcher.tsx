import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@canopy/shared/languages';
import { LanguageButton } from './language-button';

// The menu (Mantine's Menu and Popover, floating-ui) is a third of the header's JavaScript and is not
// needed to paint: the same button is shown at once and the menu's code loads right after.
const LanguageMenu = lazy(() =>
  import('./language-menu').then((module) => ({ default: module.LanguageMenu })),
);

/** Flag and native name of each language; the choice persists and flips the page direction. */
export function LanguageSwitcher(): ReactNode {
  const { i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  // The focus on the placeholder, or a click on it, carries over to the real menu once it has loaded.
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  const placeholder = (
    <LanguageButton
      language={current}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setClicked(true)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu current={current} focusOnMount={focused} clickOnMount={clicked} />
    </Suspense>
  );
}
