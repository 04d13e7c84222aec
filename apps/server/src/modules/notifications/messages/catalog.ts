import type { en } from './en.ts';

/**
 * The server's own catalog of notification texts: much smaller than the web app's, and kept apart from it
 * so the server never imports the web bundle. English is the source; every text is a template whose
 * `{{name}}` placeholders are filled by the renderer.
 */

/** The names of the `{{name}}` placeholders in a template's literal type. */
export type Placeholders<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** A string that contains every `{{name}}` of `Names`: a translation that drops one does not compile. */
type Carrying<Names extends string> = [Names] extends [never]
  ? string
  : UnionToIntersection<Names extends string ? `${string}{{${Names}}}${string}` : never>;

declare const placeholderNames: unique symbol;

/** A template with the placeholders `Names`; the phantom property lets `fillTemplate` ask for exactly them. */
export type Template<Names extends string> = string &
  Carrying<Names> & { readonly [placeholderNames]?: Names };

type Translated<T> = {
  readonly [K in keyof T]: T[K] extends string ? Template<Placeholders<T[K]>> : Translated<T[K]>;
};

/** The shape every language's catalog has: the English keys, each text with the English placeholders. */
export type MessageCatalog = Translated<typeof en>;

const PLACEHOLDER = /{{(\w+)}}/g;

/** Fills a template; values are already formatted strings, so a raw number cannot skip locale formatting. */
export function fillTemplate<Names extends string>(
  template: Template<Names>,
  values: Readonly<Record<Names, string>>,
): string {
  const byName: Readonly<Record<string, string>> = values;
  return template.replace(PLACEHOLDER, (match, name: string) => byName[name] ?? match);
}

/** The distinct placeholder names of a template, sorted (for the parity test and for debugging). */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))].sort();
}
