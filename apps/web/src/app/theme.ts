import {
  createTheme,
  type BadgeProps,
  type ComboboxProps,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { readableOn } from './contrast';

/** A leaf green; shade 8 (the primary shade) keeps white text above 7:1 contrast. */
const canopy: MantineColorsTuple = [
  '#e9f7ec',
  '#d3edd8',
  '#a6dab0',
  '#76c686',
  '#4fb563',
  '#37a94d',
  '#2b8f3f',
  '#237535',
  '#1b5e2a',
  '#134420',
];

export const theme = createTheme({
  primaryColor: 'canopy',
  primaryShade: { light: 8, dark: 6 },
  colors: { canopy },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Hebrew", Arial, sans-serif',
  defaultRadius: 'md',
  // White text keeps 4.5:1 only on colours darker than relative luminance 0.179 (WCAG); above it, use black.
  luminanceThreshold: 0.179,
  components: {
    // Filled status badges (green online, orange in-air...) sit at shade 8, where white text fails contrast.
    // What Badge.extend() returns, without importing Badge's component code into the app shell.
    Badge: { defaultProps: { autoContrast: true } satisfies Partial<BadgeProps> },
    // Selects' and autocompletes' option lists mount when opened. Kept mounted (hidden), each one was
    // positioned as its form mounted and then re-rendered in a blocking task (on /devices, the firmware
    // form's device chooser: about 200 ms at 4x CPU).
    Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
  },
});

/**
 * Mantine's default dimmed, placeholder and error colours fall below WCAG AA on white; darken them. Its light
 * variant (badges, light buttons) writes shade 9 on shade 1, under AA for orange, yellow and others: each
 * colour's light-variant text is darkened until it passes on its own background.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        readableOn(shades[9], shades[1]),
      ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
  },
});
