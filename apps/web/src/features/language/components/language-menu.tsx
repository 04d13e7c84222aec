import { useEffect, useRef, type ReactNode } from 'react';
import { Menu } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LANGUAGES, type Language } from '@canopy/shared/languages';
import { LanguageButton, LanguageLabel } from './language-button';

export interface LanguageMenuProps {
  current: Language;
  /** The placeholder button had the focus: the real one takes it over. */
  focusOnMount: boolean;
  /** The reader's click on the placeholder, replayed on the real button so the menu opens. */
  clickOnMount: boolean;
}

/** The language menu itself: Mantine's Menu (with floating-ui), loaded after the first paint. */
export function LanguageMenu({ current, focusOnMount, clickOnMount }: LanguageMenuProps): ReactNode {
  const { i18n } = useTranslation();
  const targetRef = useRef<HTMLButtonElement>(null);
  // What the placeholder saw before this mounted; replayed once (StrictMode runs mount effects twice).
  const pending = useRef({ focus: focusOnMount, click: clickOnMount });
  useEffect(() => {
    const { focus, click } = pending.current;
    pending.current = { focus: false, click: false };
    if (focus) targetRef.current?.focus();
    if (click) targetRef.current?.click();
  }, []);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <LanguageButton ref={targetRef} language={current} />
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            onClick={() => void i18n.changeLanguage(language)}
            aria-current={language === current ? 'true' : undefined}
          >
            <LanguageLabel language={language} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
