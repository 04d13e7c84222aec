import { describe, expect, it } from 'vitest';
import { catalogs } from '../resources';

/** The app's own source text (tests and the catalogs themselves are not readers of keys). */
const sources = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../i18n/locales/**'],
  { query: '?raw', import: 'default', eager: true },
);

/** Every leaf key as `t` takes it: the path joined with dots (error codes hold dots of their own). */
function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/**
 * A key is reachable when some source file spells it as a quoted string, or builds it from a template whose
 * fixed start is a whole key prefix (`alerts.severity.${s}` reaches every key under `alerts.severity.`);
 * the compiler checks such templates against the catalog, since each of their values must be a key.
 */
function reachability(texts: readonly string[]): (key: string) => boolean {
  const all = texts.join('\n');
  const prefixes = new Set([...all.matchAll(/`([\w.]+\.)\$\{/g)].map((match) => match[1]!));
  return (key) =>
    all.includes(`'${key}'`) ||
    all.includes(`"${key}"`) ||
    [...prefixes].some((prefix) => key.startsWith(prefix));
}

describe('English catalog', () => {
  const texts = Object.values(sources);

  it('reads the source files', () => {
    expect(texts.length).toBeGreaterThan(200);
    expect(Object.keys(sources)).toContain('../../app/nav-config.ts');
  });

  it('holds no key that no source file can reach', () => {
    const reachable = reachability(texts);
    expect(keysOf(catalogs.en).filter((key) => !reachable(key))).toEqual([]);
  });

  it('counts a key as reachable only when spelled whole or under a template prefix', () => {
    const reachable = reachability(["t('a.b')", "don't", 't(`c.d.${x}`)', 'const k = "a.b.c.d";']);
    expect(['a.b', 'c.d.e', 'a.b.c.d'].filter(reachable)).toEqual(['a.b', 'c.d.e', 'a.b.c.d']);
    expect(['a.c', 'c.e', 'a.b.c'].filter(reachable)).toEqual([]);
  });
});
