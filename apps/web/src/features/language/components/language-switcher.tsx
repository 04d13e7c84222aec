import type { ReactNode } from 'react';
import { Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_INFO, isLanguage, type Language } from '@canopy/shared/languages';
import { FLAG_URLS } from './flags';

function LanguageLabel({ language }: { language: Language }): ReactNode {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <img src={FLAG_URLS[language]} alt="" width={20} height={15} />
      <span lang={language}>{LANGUAGE_INFO[language].nativeName}</span>
    </Group>
  );
}

/** Flag and native name of each language; the choice persists and flips the page direction. */
export function LanguageSwitcher(): ReactNode {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" aria-label={t('language.label')} title={t('language.label')}>
          <LanguageLabel language={current} />
        </Button>
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
