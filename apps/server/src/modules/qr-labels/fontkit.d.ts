// fontkit (pdfkit's font engine) ships no types; this is the part of its API the labels and their tests use.
declare module 'fontkit' {
  /** A parsed font; pdfkit accepts one wherever it accepts font bytes (`typeof font.layout === 'function'`). */
  interface Font {
    postscriptName: string;
    layout(text: string): unknown;
    /** Whether the font draws this character (the label tests check the Hebrew font's runs with it). */
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  /** Parses the font's header; its tables are decoded on first use and kept on the object. */
  export function create(buffer: Uint8Array): Font;
}
