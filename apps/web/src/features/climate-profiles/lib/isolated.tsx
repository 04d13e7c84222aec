import type { ReactNode } from 'react';

/** Stands in for the isolated value while the sentence is translated; no catalog text holds it. */
const MARK = '\u{E000}';

/**
 * A translated sentence with one interpolated value in a `<bdi>`: in Hebrew a unit like `°C` or a Latin
 * room name would otherwise take the sentence's direction (`(°C)` shown as `(C°)`). The text, and so the
 * accessible name, stays the sentence as translated.
 */
export function withIsolated(translate: (value: string) => string, value: string): ReactNode {
  const [before = '', after = ''] = translate(MARK).split(MARK);
  return (
    <>
      {before}
      <bdi>{value}</bdi>
      {after}
    </>
  );
}
