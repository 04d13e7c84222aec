import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n, getStoredLanguage } from '../../../i18n/i18n';
import { catalogs } from '../../../i18n/resources';
import { renderWithProviders } from '../../../testing/render';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('offers the five languages by flag and native name', async () => {
    const { user } = renderWithProviders(<LanguageSwitcher />);
    await user.click(screen.getByRole('button', { name: 'Language' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['English', 'Русский', 'Українська', 'עברית', 'Español']);
  });

  it('switches to Hebrew right-to-left and back to English left-to-right', async () => {
    const { user, i18n } = renderWithProviders(<LanguageSwitcher />);

    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(screen.getByRole('menuitem', { name: 'עברית' }));

    expect(document.documentElement).toHaveAttribute('lang', 'he');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(i18n.language).toBe('he');

    // The button's accessible name is now Hebrew for "Language".
    await user.click(screen.getByRole('button', { name: 'שפה' }));
    await user.click(screen.getByRole('menuitem', { name: 'English' }));

    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('remembers the choice in localStorage so it survives a reload', async () => {
    const { user } = renderWithProviders(<LanguageSwitcher />);

    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(screen.getByRole('menuitem', { name: 'Español' }));

    expect(localStorage.getItem('canopy.language')).toBe('es');
    const reloaded = createI18n(getStoredLanguage(), catalogs);
    expect(reloaded.language).toBe('es');
    expect(reloaded.t('nav.tasks')).toBe('Tareas');
  });
});
