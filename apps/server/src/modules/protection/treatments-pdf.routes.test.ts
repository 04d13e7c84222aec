import { existsSync } from 'node:fs';
import type { Run } from '@canopy/shared/schemas/runs';
import { beforeEach, describe, expect, it } from 'vitest';
import { cropSuite, STAFF_AND_MEMBER } from '../../testing/crop-fixtures.ts';
import { pdfText } from '../../testing/label-pdf-reading.ts';
import { protectionFixtures } from '../../testing/protection-fixtures.ts';
import { freshForEachTest } from '../../testing/signed-in-suite.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { SYSTEM_FONTS } from '../qr-labels/label-fonts.ts';

const NOW = '2026-04-20T09:00:00.000Z';
const HEBREW_FONT = SYSTEM_FONTS.hebrew[0]!;

describe.each(DIALECTS)("a run's treatments PDF on %s", (dialect) => {
  const { t, staff, member, crop } = cropSuite(dialect, STAFF_AND_MEMBER, { at: NOW, staff: 'staff' });
  const protection = freshForEachTest(() => protectionFixtures(t, crop, staff));
  let run: Run;

  beforeEach(async () => {
    const strainId = await crop.strain('Lemon Haze');
    const flower = (await crop.room({ name: 'Flower Room A', kind: 'flower' }))._id;
    run = await crop.run({
      name: 'Spring flower',
      startedAt: '2026-03-01T08:00:00.000Z',
      groups: [
        { strainId, plantCount: 30, roomId: flower, stage: 'flower' },
        { strainId, plantCount: 10, roomId: flower, stage: 'flower' },
      ],
    });
    const spinosad = await protection.product({ name: 'Spinosad 480', activeIngredient: 'spinosad' });
    const neem = await protection.product({
      name: 'שמן נים',
      activeIngredient: 'azadirachtin',
      preHarvestDays: 0,
    });
    // 10:00 UTC is 13:00 in Jerusalem, the site's zone.
    await protection.treat(flower, {
      productId: spinosad._id,
      at: '2026-04-18T10:00:00.000Z',
      volume: 20,
      volumeUnit: 'L',
      target: 'thrips',
      applicator: 'Maya',
    });
    await protection.treat(flower, { productId: neem._id, dose: 2, unit: 'g/L', method: 'drench' });
  });

  const download = async (query = '', who = member) => {
    const response = await crop.call(who, 'GET', `/api/runs/${run._id}/treatments.pdf${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`treatments-${run.code}.pdf`);
    return { bytes: response.rawPayload, text: await pdfText(response.rawPayload) };
  };

  it('prints the run and one line per treatment as text, times in the site zone', async () => {
    const { bytes, text } = await download('?lang=en');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    for (const expected of [
      'Treatments',
      run.code,
      'Spring flower',
      'Times in Asia/Jerusalem',
      'Date and time',
      'Harvest from',
      '2026-04-18 13:00',
      'Spinosad 480',
      'spinosad',
      '0.4 ml/L, 20 L',
      'Spray',
      'thrips',
      'Maya',
      '2026-04-18 17:00',
      '2026-04-25',
      'azadirachtin',
      '2 g/L',
      'Drench',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Two groups of the run, one entry: one line.
    expect(text.match(/Spinosad 480/g)).toHaveLength(1);
  });

  it("is in the language asked, else the reader's, Hebrew in its own font, right to left", async () => {
    const hebrew = await download('?lang=he');
    expect(hebrew.text).toContain(run.code);
    expect(hebrew.text).toContain('Spinosad 480');
    expect(hebrew.bytes.includes('NotoSansHebrew')).toBe(existsSync(HEBREW_FONT));
    if (existsSync(HEBREW_FONT)) {
      expect(hebrew.text).toContain('טיפולים');
      expect(hebrew.text).toContain('ריסוס');
      expect(hebrew.text).toContain('נים');
    }
    // Without `lang`: the reader's language, from their notification settings.
    expect((await download()).text).toContain('Treatments');
    const settings = await crop.call(member, 'PUT', '/api/me/notifications', {
      channels: { telegram: false, email: false, push: false },
      quietHours: null,
      minSeverity: 'warning',
      language: 'ru',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const russian = await download();
    expect(russian.text).toContain('Обработки');
    expect(russian.text).toContain('Опрыскивание');
    expect((await download('?lang=es')).text).toContain('Tratamientos');
  });

  it('answers 404 for an unknown run, 400 for an unknown language and 401 to nobody logged in', async () => {
    const unknown = await crop.call(member, 'GET', '/api/runs/nope/treatments.pdf');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'runs.not_found']);
    const badLanguage = await crop.call(member, 'GET', `/api/runs/${run._id}/treatments.pdf?lang=fr`);
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json().details[0].path).toBe('querystring.lang');
    expect((await crop.call(null, 'GET', `/api/runs/${run._id}/treatments.pdf`)).statusCode).toBe(401);
  });
});
