import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { LanguageSwitcher } from './language-switcher';

// A file of its own: the menu's code loads once per test file, and this needs it not loaded yet.
describe('LanguageSwitcher before its menu has loaded', () => {
  it('hands the focus from the placeholder button to the real one, menu still closed', async () => {
    renderWithProviders(<LanguageSwitcher />);
    const placeholder = screen.getByRole('button', { name: 'Language' });
    expect(placeholder).not.toHaveAttribute('aria-controls');
    act(() => placeholder.focus());

    await waitFor(() => expect(screen.getByRole('button', { name: 'Language' })).not.toBe(placeholder));
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
