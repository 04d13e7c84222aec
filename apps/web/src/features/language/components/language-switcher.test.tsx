import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n, getStoredLanguage } from '../../../i18n/i18n';
import { catalogs } from '../../../i18n/resources';
import { renderWithProviders } from '../../../testing/render';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  // First in the file: the menu's code has not loaded yet, so this meets the placeholder button.
  it('keeps the focus and a click made before the menu has loaded, and then opens the menu', async () => {
    renderWithProviders(<LanguageSwitcher />);
    const placeholder = screen.getByRole('button', { name: /^Language: / });
    expect(placeholder).toHaveAttribute('aria-haspopup', 'menu');
    expect(placeholder).not.toHaveAttribute('aria-controls');
    expect(placeholder).toHaveTextContent('English');

    act(() => placeholder.focus());
    fireEvent.click(placeholder);

    expect(await screen.findAllByRole('menuitem')).toHaveLength(5);
    const button = screen.getByRole('button', { name: /^Language: / });
    expect(button).not.toBe(placeholder);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // As after a click on the loaded button: the focus is in the menu, and Escape gives it back.
    const menu = screen.getByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('keeps the same button while its menu loads, so a press that has begun is never cut off', async () => {
    renderWithProviders(<LanguageSwitcher />);
    const placeholder = screen.getByRole('button', { name: /^Language: / });
    act(() => placeholder.focus());
    fireEvent.mouseDown(placeholder);
    await act(async () => {
      await import('./language-menu');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('button', { name: /^Language: / })).toBe(placeholder);
    expect(placeholder).toHaveFocus();

    fireEvent.mouseUp(placeholder);
    fireEvent.click(placeholder);
    expect(await screen.findAllByRole('menuitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: /^Language: / })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers the five languages by flag and native name', async () => {
    const { user } = renderWithProviders(<LanguageSwitcher />);
    await user.click(screen.getByRole('button', { name: /^Language: / }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['English', 'Русский', 'Українська', 'עברית', 'Español']);
  });

  it('switches to Hebrew right-to-left and back to English left-to-right', async () => {
    const { user, i18n } = renderWithProviders(<LanguageSwitcher />);

    await user.click(screen.getByRole('button', { name: /^Language: / }));
    await user.click(await screen.findByRole('menuitem', { name: 'עברית' }));

    expect(document.documentElement).toHaveAttribute('lang', 'he');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(i18n.language).toBe('he');

    // The button's accessible name is now Hebrew for "Language".
    await user.click(screen.getByRole('button', { name: /^שפה: / }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));

    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('remembers the choice in localStorage so it survives a reload', async () => {
    const { user } = renderWithProviders(<LanguageSwitcher />);

    await user.click(screen.getByRole('button', { name: /^Language: / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Español' }));

    expect(localStorage.getItem('canopy.language')).toBe('es');
    const reloaded = createI18n(getStoredLanguage(), catalogs);
    expect(reloaded.language).toBe('es');
    expect(reloaded.t('nav.tasks')).toBe('Tareas');
  });
});
