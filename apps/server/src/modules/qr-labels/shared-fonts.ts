import { create as parseFont, type Font } from 'fontkit';

/** What pdfkit's `registerFont` takes; it also takes a parsed fontkit font, which its types do not list. */
export type FontSource = Parameters<PDFKit.PDFDocument['registerFont']>[1];

/**
 * Font bytes parsed once per process. Given bytes, pdfkit parses a new fontkit font for every document,
 * and the first label then decodes the layout tables (GSUB, GPOS) and builds the shaping plan: a 40 to
 * 200 ms stretch that blocked the event loop at the start of every PDF (profiled on the 1,000-label PDF).
 */
const parsed = new WeakMap<Buffer, Font>();

/**
 * A document's own view of a font parsed once: the decoded tables (on the shared font) are shared, but
 * the glyph objects are the document's. fontkit keeps a glyph with the code points of whichever text
 * first reached it (a glyph reached through a decomposed "é" has none), and pdfkit writes those into
 * the PDF's text map, so a glyph cache shared across documents would let one PDF change another's
 * text. With a glyph cache per document, every PDF is byte for byte what a fresh parse would give.
 * The layout engine is cached per view too (fontkit caches it on `this`), so it makes this view's
 * glyphs. Relies on fontkit 2 keeping glyphs in `_glyphs`; the label PDF tests compare the bytes.
 */
export function documentFont(source: Buffer | 'Helvetica'): FontSource {
  if (typeof source === 'string') return source;
  let font = parsed.get(source);
  if (!font) {
    font = parseFont(source);
    parsed.set(source, font);
  }
  const view: Font = Object.create(font, { _glyphs: { value: {}, writable: true } });
  return view as unknown as FontSource;
}
