/*
 * QR label downloads: the label sizes a printer takes and how many cuttings one download may name. Plain
 * values, apart from the schemas in schemas/labels.ts: the web app's pickers read them without zod.
 */

/**
 * `3.5x2in` is the original label and the default; `2x1in`, `50x25mm` and `62x29mm` (Brother DK rolls)
 * are one label per page of exactly that size; `a4` is an A4 sheet of 3.5x2 in labels.
 */
export const LABEL_SIZES = ['3.5x2in', '2x1in', '50x25mm', '62x29mm', 'a4'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];
export const DEFAULT_LABEL_SIZE: LabelSize = '3.5x2in';

/** Cuttings one `ids` list may name: a page of selections, not the whole farm (that is `all`). */
export const LABEL_IDS_MAX = 500;
