import { Autocomplete, Badge, DEFAULT_THEME, mergeMantineTheme, Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { AA_TEXT, contrastRatio, readableOn } from './contrast';
import { cssVariablesResolver, theme } from './theme';

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

  it("mounts a select's and an autocomplete's options only when opened", async () => {
    renderWithProviders(
      <>
        <Select label="Room" data={['Veg', 'Flower']} />
        <Autocomplete label="Device" data={['Grow Room A']} />
      </>,
    );
    // Kept mounted (hidden), each list was positioned and re-rendered in a blocking task as its form mounted.
    expect(document.querySelectorAll('[role="listbox"], [role="option"]')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Room' }));
    expect(await screen.findByRole('option', { name: 'Flower' })).toBeInTheDocument();
  });
});

describe('light variant contrast', () => {
  const light = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)).light;

  it.each(Object.keys(mergeMantineTheme(DEFAULT_THEME, theme).colors))(
    '%s: the light variant text reads at AA (4.5:1) on its background',
    (name) => {
      const colors = mergeMantineTheme(DEFAULT_THEME, theme).colors[name]!;
      const text = light[`--mantine-color-${name}-light-color`]!;
      expect(contrastRatio(text, colors[1])).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it("would notice Mantine's own light variant failing (the check above is not vacuous)", () => {
    expect(contrastRatio(DEFAULT_THEME.colors.orange[9], DEFAULT_THEME.colors.orange[1])).toBeLessThan(
      AA_TEXT,
    );
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
  });
});
