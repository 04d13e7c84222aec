import { widthOfText } from './write-line.ts';

/**
 * A word longer than a line, cut into pieces that each fit (by characters): a long code or address is
 * broken rather than drawn past the margin.
 */
function cutWord(doc: PDFKit.PDFDocument, word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of Array.from(word)) {
    if (piece && widthOfText(doc, piece + char) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/**
 * `text` as lines that fit `width` in the current font size, in logical order (each line is turned into
 * visual order only when drawn, so a right-to-left paragraph reads from its first line down). Breaks at
 * spaces and at the text's own line breaks; a word wider than a line is cut.
 */
export function wrapLines(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((w) => w.length > 0)) {
      const joined = line ? `${line} ${word}` : word;
      if (widthOfText(doc, joined) <= width) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      const pieces = widthOfText(doc, word) > width ? cutWord(doc, word, width) : [word];
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
    lines.push(line);
  }
  return lines;
}
