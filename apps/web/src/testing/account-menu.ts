import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The top bar's account menu button once its code has loaded (its placeholder controls no menu). */
export function findAccountMenuButton(name = 'Account'): Promise<HTMLElement> {
  return waitFor(
    () => {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-controls');
      return button;
    },
    { timeout: 5000 },
  );
}
