import { describe, expect, it } from 'vitest';

/** Every feature source file's text, keyed by its path from this folder ('../features/<name>/...'). */
const sources = import.meta.glob<string>('../features/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Joins a relative import onto the importing file's folder, as a bundler would ('a/b/../c' -> 'a/c'). */
function resolve(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

const featureOf = (file: string): string | null => /^\.\.\/features\/([^/]+)\//.exec(`${file}/`)?.[1] ?? null;

/** Every relative import of a feature's file that lands in another feature. */
function crossFeatureImports(): string[] {
  return Object.entries(sources).flatMap(([file, text]) => {
    const own = featureOf(file);
    return [...text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)]
      .map((match) => match[1]!)
      .filter((specifier) => {
        const target = featureOf(resolve(file, specifier));
        return target !== null && target !== own;
      })
      .map((specifier) => `${file} imports ${specifier}`);
  });
}

describe('feature boundaries', () => {
  it('keeps each feature to itself: pages in app/routes compose features, features never import each other', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(crossFeatureImports()).toEqual([]);
  });

  it('would notice a feature importing another one (the check above is not vacuous)', () => {
    const file = '../features/cuttings/components/cutting-add-form.tsx';
    expect(featureOf(resolve(file, '../../strains/api/list-strains'))).toBe('strains');
    expect(featureOf(resolve(file, '../api/create-cutting'))).toBe('cuttings');
    expect(featureOf(resolve(file, '../../../lib/api-client'))).toBeNull();
  });
});
