/** How a cutting is named on cards and rows. */
export const DISPLAY_MODES = ['name', 'code', 'both'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/** The view toggle cycles in this order and starts again. */
export const VIEW_MODES = ['table', 'medium', 'large'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const nextViewMode = (mode: ViewMode): ViewMode =>
  VIEW_MODES[(VIEW_MODES.indexOf(mode) + 1) % VIEW_MODES.length] ?? 'table';

export const STORAGE_KEYS = {
  displayMode: 'canopy.cuttings.displayMode',
  viewMode: 'canopy.cuttings.viewMode',
  adminDisplayMode: 'canopy.cuttingsAdmin.displayMode',
} as const;
