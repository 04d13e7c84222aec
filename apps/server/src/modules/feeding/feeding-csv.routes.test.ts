import { productAmount } from '@canopy/shared/feeding';
import type { Product } from '@canopy/shared/schemas/feeding';
import type { Run } from '@canopy/shared/schemas/runs';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseCsv } from '../../testing/csv.ts';
import { feedingSuite } from '../../testing/feeding-fixtures.ts';
import { DIALECTS } from '../../testing/test-databases.ts';

const NOW = '2026-04-20T09:00:00.000Z';

describe.each(DIALECTS)("a run's feeding CSV on %s", (dialect) => {
  const { member, crop, feeding } = feedingSuite(dialect, 'superuser', NOW);
  let room: string;
  let run: Run;
  let base: Product;
  let calmag: Product;

  beforeEach(async () => {
    const strainId = await crop.strain('Blue Dream');
    room = (await crop.room({ name: 'Flower, east', kind: 'flower' }))._id;
    run = await crop.run({
      startedAt: '2026-03-01T08:00:00.000Z',
      groups: [
        { strainId, plantCount: 30, roomId: room, stage: 'flower' },
        { strainId, plantCount: 10, roomId: room, stage: 'flower' },
      ],
    });
    base = await feeding.product({ name: '=Base A' });
    calmag = await feeding.product({ name: 'CalMag', kind: 'additive' });
  });

  const csv = (id: string) => crop.call(member, 'GET', `/api/runs/${id}/feeding.csv`);

  it('writes a line per row, on the site clock, whose litres and doses add up to the totals', async () => {
    const recipe = await feeding.recipe({
      name: 'Flower week 7',
      stage: 'flower',
      week: 7,
      items: [
        { productId: base._id, dose: 2.5, unit: 'ml/L' },
        { productId: calmag._id, dose: 0.4, unit: 'g/L' },
      ],
    });
    await feeding.feed(room, {
      at: '2026-04-18T05:30:00.000Z',
      volume: 60,
      recipeId: recipe._id,
      ecRunoff: 2.3,
      phRunoff: 6.3,
      note: 'Runoff "high", check the drippers',
    });
    await feeding.feed(room, {
      volume: 12,
      volumeUnit: 'gal',
      items: [{ productId: calmag._id, dose: 0.3, unit: 'g/L' }],
    });
    const response = await csv(run._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="feeding-${run.code}.csv"; filename*=UTF-8''feeding-${run.code}.csv`,
    );
    const [header, ...lines] = parseCsv(response.body);
    const column = (name: string) => header!.indexOf(name);
    // The header line as the file holds it, byte order mark first (the yields test pins its own so).
    expect(response.body.slice(0, response.body.indexOf('\r\n'))).toBe(
      '\uFEFFEntry,Time (Asia/Jerusalem),Group,Room,Plants,Share,Volume,Volume unit,Litres,' +
        'Recipe,Products,EC in (mS/cm),pH in,EC runoff (mS/cm),pH runoff,Pest,Pest kind,Severity,' +
        'Where,Product,Active ingredient,Dose,Dose unit,Method,Target,Applicator,Note',
    );
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => line.length === header!.length)).toBe(true);
    // 05:30 UTC is 08:30 in Jerusalem in April; a name starting with = is not a formula.
    expect(lines[0]!.slice(0, 15)).toEqual([
      'feed',
      '2026-04-18 08:30',
      '#1 Blue Dream',
      'Flower, east',
      '30',
      '0.75',
      '60',
      'L',
      '45',
      'Flower week 7',
      "'=Base A 2.5 ml/L; CalMag 0.4 g/L",
      '1.8',
      '6.1',
      '2.3',
      '6.3',
    ]);
    expect(lines[0]!.at(-1)).toBe('Runoff "high", check the drippers');
    expect(lines[1]!.slice(0, 3)).toEqual(['feed', '2026-04-18 08:30', '#2 Blue Dream']);
    expect(lines[3]!.slice(0, 11)).toEqual([
      'feed',
      '2026-04-20 12:00',
      '#2 Blue Dream',
      'Flower, east',
      '10',
      '0.25',
      '12',
      'gal',
      String(12 * 3.785411784 - (12 * 3.785411784 * 30) / 40),
      '',
      'CalMag 0.3 g/L',
    ]);

    // The totals counted from the file's own cells.
    const { feedingTotals } = await crop.getRun(run._id);
    const litres = lines.reduce((sum, line) => sum + Number(line[column('Litres')]), 0);
    expect(litres).toBeCloseTo(feedingTotals.litres, 9);
    const amounts = new Map<string, number>();
    for (const line of lines) {
      for (const dose of line[column('Products')]!.replace(/^'/, '').split('; ')) {
        const [, name, value, unit] = /^(.*) (\S+) (ml\/L|g\/L)$/.exec(dose)!;
        const given = productAmount(Number(value), unit as 'ml/L', Number(line[column('Litres')]), 0)!;
        amounts.set(name!, (amounts.get(name!) ?? 0) + given.amount);
      }
    }
    expect(feedingTotals.products.map((product) => product.productName)).toEqual([...amounts.keys()].sort());
    for (const product of feedingTotals.products) {
      expect(amounts.get(product.productName)).toBeCloseTo(product.amount, 9);
    }
    expect(feedingTotals.feeds).toBe(
      new Set(lines.map((line) => line[column('Time (Asia/Jerusalem)')])).size,
    );
  });

  it('writes the header alone for a run with nothing given, and 404 for an unknown run', async () => {
    const empty = await csv(run._id);
    expect(empty.statusCode).toBe(200);
    expect(parseCsv(empty.body)).toHaveLength(1);
    const missing = await csv('0190f000-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'runs.not_found' });
    expect((await crop.call(null, 'GET', `/api/runs/${run._id}/feeding.csv`)).statusCode).toBe(401);
  });
});
