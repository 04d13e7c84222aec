import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { logInAs } from '../../../testing/tokens';
import { fakeRulesApi, ROOM_A, rule } from '../testing/fake-rules-api';
import { RulesPanel } from './rules-panel';

/** The default rules as the API sends them: English names, marked with their preset. */
const staleSoil = rule({
  _id: 'stale-soil',
  name: 'No data from a soil device for 20 minutes',
  namePreset: 'stale',
  kind: 'stale',
  deviceType: 'soil',
  forMinutes: 20,
});
const power = rule({
  _id: 'power-a',
  name: 'Power failure: Flower_Room_A',
  namePreset: 'power',
  kind: 'power',
  deviceType: 'climate',
  deviceId: ROOM_A,
  forMinutes: 0,
});
const typed = rule({
  _id: 'typed',
  name: 'Beds gone quiet',
  namePreset: null,
  deviceType: 'soil',
  builtin: false,
});

const names = async () => {
  const table = await screen.findByRole('table', {}, { timeout: 5000 });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
};

describe('rule names in the reader’s language', { timeout: 20_000 }, () => {
  it.each([
    ['he', 'אין נתונים מחיישן קרקע כבר 20 דק׳', 'הפסקת חשמל: Flower Room A'],
    ['ru', 'Нет данных от датчика почвы 20 мин', 'Отключение питания: Flower Room A'],
  ] as const)('%s: the defaults translated, a typed name as typed', async (language, stale, powerName) => {
    fakeRulesApi([staleSoil, power, typed]);
    logInAs({ role: 'user' });
    renderPage(<RulesPanel />, { language });
    await waitFor(async () => {
      const shown = await names();
      expect(shown[0]).toContain(stale);
      expect(shown[1]).toContain(powerName);
      expect(shown[2]).toBe('Beds gone quiet');
    });
  });

  it('words a stale rule with its minutes as they are now', async () => {
    fakeRulesApi([{ ...staleSoil, forMinutes: 45 }]);
    logInAs({ role: 'user' });
    renderPage(<RulesPanel />, { language: 'en' });
    await waitFor(async () => expect((await names())[0]).toContain('No data from a soil device for 45 min'));
  });

  it('saves a default rule unrenamed under its stored name, so it stays translated', async () => {
    const api = fakeRulesApi([staleSoil]);
    logInAs({ role: 'admin' });
    const { user } = renderPage(<RulesPanel />, { language: 'ru' });
    await user.click(await screen.findByRole('button', { name: /^Изменить Нет данных/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Название/ })).toHaveValue(
      'Нет данных от датчика почвы 20 мин',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]!.body).toMatchObject({ name: 'No data from a soil device for 20 minutes' });
  });

  it('saves a renamed default rule under the name typed', async () => {
    const api = fakeRulesApi([staleSoil]);
    logInAs({ role: 'admin' });
    const { user } = renderPage(<RulesPanel />, { language: 'he' });
    await user.click(await screen.findByRole('button', { name: /^עריכה אין נתונים/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getAllByRole('textbox')[0]!;
    await user.clear(name);
    await user.type(name, 'ערוגות שקטות');
    await user.click(within(dialog).getByRole('button', { name: 'שמירה' }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]!.body).toMatchObject({ name: 'ערוגות שקטות' });
  });
});
