import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuButton } from '../../../components/ui/menu-button';
import { renderWithProviders } from '../../../testing/render';
import { logInAs } from '../../../testing/tokens';
import { AccountMenuPlaceholder, takeAccountButtonFocus } from './account-button';

/** The top bar's account slot: the placeholder, until the menu's code has "arrived". */
function AccountSlot({ loaded }: { loaded: boolean }): ReactNode {
  return loaded ? (
    <MenuButton
      button="Account"
      takesFocusOnMount={takeAccountButtonFocus}
      entries={[{ kind: 'action', key: 'out', label: 'Log out', onSelect: () => undefined }]}
    />
  ) : (
    <AccountMenuPlaceholder />
  );
}

describe('the account button placeholder', () => {
  it('hands its focus to the menu button that replaces it', () => {
    logInAs({ role: 'user' });
    const { rerender } = renderWithProviders(<AccountSlot loaded={false} />);
    const placeholder = screen.getByRole('button', { name: 'Account' });
    expect(placeholder).toHaveAttribute('aria-disabled', 'true');
    act(() => placeholder.focus());

    rerender(<AccountSlot loaded />);

    const button = screen.getByRole('button', { name: 'Account' });
    expect(button).toHaveAttribute('aria-controls');
    expect(button).toHaveFocus();
    // Handed over once: a later account button does not steal the focus.
    expect(takeAccountButtonFocus()).toBe(false);
  });

  it('leaves the focus where it is when the placeholder did not have it', () => {
    logInAs({ role: 'user' });
    const { rerender } = renderWithProviders(<AccountSlot loaded={false} />);
    rerender(<AccountSlot loaded />);
    expect(screen.getByRole('button', { name: 'Account' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });
});
