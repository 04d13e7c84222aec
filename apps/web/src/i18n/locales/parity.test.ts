import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@canopy/shared/error-codes';
import { LANGUAGES } from '@canopy/shared/languages';
import { catalogs } from '../resources';

/** Every leaf as [path, value]; path segments are joined with ' > ' because error-code keys contain dots. */
function leaves(value: object, prefix = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([key, child]): [string, unknown][] =>
    typeof child === 'object' && child !== null
      ? leaves(child as object, `${prefix}${key} > `)
      : [[`${prefix}${key}`, child]],
  );
}

const keysOf = (value: object): string[] =>
  leaves(value)
    .map(([path]) => path)
    .sort();
const englishKeys = keysOf(catalogs.en);

describe('locale catalogs', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the keys of en', (language) => {
    expect(keysOf(catalogs[language])).toEqual(englishKeys);
  });

  it.each(LANGUAGES)('%s has no empty translations', (language) => {
    const empty = leaves(catalogs[language]).filter(
      ([, text]) => typeof text !== 'string' || text.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it('translates every API error code', () => {
    expect(Object.keys(catalogs.en.errors)).toEqual(expect.arrayContaining([...ERROR_CODES]));
  });

  it('keeps interpolation placeholders in every translation', () => {
    const placeholders = (text: unknown): string[] =>
      String(text)
        .match(/{{\w+}}|<\/?bdi>/g)
        ?.sort() ?? [];
    const english = new Map(leaves(catalogs.en));
    for (const language of LANGUAGES) {
      for (const [path, text] of leaves(catalogs[language])) {
        expect({ language, path, found: placeholders(text) }).toEqual({
          language,
          path,
          found: placeholders(english.get(path)),
        });
      }
    }
  });

  it('has Tasks in Spanish', () => {
    expect(catalogs.es.nav.tasks).toBe('Tareas');
  });
});
