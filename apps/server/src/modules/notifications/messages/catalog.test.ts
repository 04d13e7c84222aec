import { LANGUAGES } from '@canopy/shared/languages';
import { describe, expect, it } from 'vitest';
import { fillTemplate, placeholdersOf, type MessageCatalog } from './catalog.ts';
import { MESSAGE_CATALOGS } from './catalogs.ts';

/** Every text of a catalog with its dotted key. */
const leaves = (node: object, prefix = ''): [string, string][] =>
  Object.entries(node).flatMap(([key, child]): [string, string][] =>
    typeof child === 'string' ? [[`${prefix}${key}`, child]] : leaves(child as object, `${prefix}${key}.`),
  );

const english = new Map(leaves(MESSAGE_CATALOGS.en));

describe('the notification message catalogs', () => {
  it.each(LANGUAGES)('%s has exactly the English keys', (language) => {
    const keys = leaves(MESSAGE_CATALOGS[language]).map(([key]) => key);
    expect(keys.sort()).toEqual([...english.keys()].sort());
  });

  it.each(LANGUAGES)('%s has a text for every key, with the English placeholders', (language) => {
    for (const [key, text] of leaves(MESSAGE_CATALOGS[language])) {
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(text, `${language} ${key}: no stray spaces`).toBe(text.trim());
      expect(placeholdersOf(text), `${language} ${key}`).toEqual(placeholdersOf(english.get(key)!));
    }
  });

  it.each(LANGUAGES)('%s translates (only names and symbols may stay as in English)', (language) => {
    if (language === 'en') return;
    const same = leaves(MESSAGE_CATALOGS[language])
      .filter(([key, text]) => text === english.get(key))
      .map(([key]) => key);
    // Symbols and abbreviations growers use in every language.
    expect(
      same.every((key) => /^metric\.(co2|vpd|ec_mscm)$|^headline\.opened$/.test(key)),
      same.join(),
    ).toBe(true);
  });

  it.each(LANGUAGES)('%s bot replies fit a Telegram callback answer (200 characters)', (language) => {
    for (const [key, text] of Object.entries(MESSAGE_CATALOGS[language].bot)) {
      expect(text.length, `${language} ${key}`).toBeLessThanOrEqual(200);
    }
    expect(MESSAGE_CATALOGS[language].ackButton.length).toBeLessThanOrEqual(30);
  });

  it('every catalog carries the right placeholders at compile time', () => {
    // @ts-expect-error a translation that drops a placeholder does not compile
    const dropped: MessageCatalog['what']['above'] = '{{metric}} {{value}}';
    // @ts-expect-error every placeholder needs a value
    const missing = fillTemplate(MESSAGE_CATALOGS.en.what.above, { metric: 'temperature', value: '30 °C' });
    expect([dropped, missing]).toHaveLength(2);
  });
});

describe('templates', () => {
  it('fill their placeholders, each as often as it appears', () => {
    const template: MessageCatalog['line']['acknowledged'] = '{{who}} ({{who}}) at {{time}}';
    expect(fillTemplate(template, { who: 'a@b.test', time: '10:00' })).toBe('a@b.test (a@b.test) at 10:00');
  });

  it('list their placeholders once, sorted', () => {
    expect(placeholdersOf('{{value}} {{metric}} {{value}}')).toEqual(['metric', 'value']);
    expect(placeholdersOf('no placeholders')).toEqual([]);
  });
});
