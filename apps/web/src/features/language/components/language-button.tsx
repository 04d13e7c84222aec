import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';
import { FLAG_URLS } from './flags';

export function LanguageLabel({ language }: { language: Language }): ReactNode {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <img src={FLAG_URLS[language]} alt="" width={20} height={15} />
      <span lang={language} data-language-name>
        {LANGUAGE_INFO[language].nativeName}
      </span>
    </Group>
  );
}

export interface LanguageButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'color'> {
  language: Language;
}

/** The header button showing the current language; the menu's target (extra props come from it). */
export function LanguageButton({ language, ...buttonProps }: LanguageButtonProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      // The visible language name is in the name too (label in name), after what the button is for.
      aria-label={`${t('language.label')}: ${LANGUAGE_INFO[language].nativeName}`}
      title={t('language.label')}
      style={{ flexShrink: 0 }}
      {...buttonProps}
    >
      <LanguageLabel language={language} />
    </Button>
  );
}
