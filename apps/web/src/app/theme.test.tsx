import { Badge } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';

describe('theme', () => {
  it('gives filled badges a contrasting text colour (white on dark shades, black on light ones)', () => {
    renderWithProviders(
      <>
        <Badge color="dark.8">online</Badge>
        <Badge color="yellow.3">warning</Badge>
      </>,
    );
    const badgeOf = (text: string): HTMLElement => screen.getByText(text).closest('.mantine-Badge-root')!;
    expect(badgeOf('online').style.getPropertyValue('--badge-color')).toBe('var(--mantine-color-white)');
    expect(badgeOf('warning').style.getPropertyValue('--badge-color')).toBe('var(--mantine-color-black)');
  });
});
