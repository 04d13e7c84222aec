import { LABEL_IDS_MAX } from '@canopy/shared/labels';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newShortId } from '../../lib/ids.ts';
import { cuttingClient } from '../../testing/cutting-fixtures.ts';
import { pdfText } from '../../testing/label-pdf-reading.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { createQrLabelsRepository } from './qr-labels.repository.ts';

/** Cuttings by code, each created at a known moment around 2026-03-01 10:00 UTC. */
const CREATED: Record<string, string> = {
  'K-01': '2026-02-28T23:59:59.999Z',
  'K-02': '2026-03-01T00:00:00.000Z',
  'K-03': '2026-03-01T09:59:59.999Z',
  'K-04': '2026-03-01T10:00:00.000Z',
  'K-05': '2026-03-01T10:00:00.001Z',
  'K-06': '2026-03-02T08:00:00.000Z',
};
const CODES = Object.keys(CREATED);

describe.each(DIALECTS)('choosing which labels to print on %s', (dialect) => {
  let t: TestContext;
  let member: TestUser;
  let client: ReturnType<typeof cuttingClient>;
  const idOf: Record<string, string> = {};

  /** The codes printed on the all-labels PDF for `query`, in page order, `perPage` labels a page. */
  async function printed(query: string, perPage = 1): Promise<string[]> {
    const response = await client.call(member, 'GET', `/api/qr/pdf/all?${query}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const pages = (await PDFDocument.load(response.rawPayload)).getPageCount();
    const codes = (await pdfText(response.rawPayload)).match(/K-\d\d/g) ?? [];
    // An empty choice still makes a valid PDF: one blank page.
    expect(pages).toBe(Math.max(1, Math.ceil(codes.length / perPage)));
    return codes;
  }

  async function refused(url: string) {
    const response = await client.call(member, 'GET', url);
    return [response.statusCode, response.json<{ code: string }>().code];
  }

  beforeAll(async () => {
    t = await createTestContext(dialect);
    const admin = await t.createUser('admin');
    member = await t.createUser('user');
    client = cuttingClient(t, admin);
    const strain = await client.strain('Lemon Haze');
    // Inserted out of code order, so code order is not insertion order.
    for (const code of [...CODES].reverse()) {
      idOf[code] = newId();
      await t.database.db
        .insertInto('cuttings')
        .values({
          id: idOf[code],
          short_id: newShortId(8),
          code,
          name: '',
          strain_id: strain._id,
          status: '',
          location: '',
          images: '[]',
          created_by: null,
          created_at: CREATED[code]!,
          updated_at: CREATED[code]!,
        })
        .execute();
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('prints every cutting when nothing is chosen', async () => {
    expect(await printed('size=2x1in')).toEqual(CODES);
  });

  it('prints exactly the cuttings `ids` names, in code order, leaving out ids of no cutting', async () => {
    const ids = [idOf['K-05'], idOf['K-02'], 'no-such-cutting', idOf['K-05']].join(',');
    expect(await printed(`ids=${ids}`)).toEqual(['K-02', 'K-05']);
    expect(await printed(`ids=${idOf['K-06']}&size=50x25mm`)).toEqual(['K-06']);
    expect(await printed('ids=no-such-cutting')).toEqual([]);
  });

  it('prints the cuttings created at or after `createdFrom`, an instant with its offset', async () => {
    expect(await printed(`createdFrom=${encodeURIComponent('2026-03-01T10:00:00Z')}`)).toEqual([
      'K-04',
      'K-05',
      'K-06',
    ]);
    // The same instant seen from Jerusalem: "today from 12:00" there.
    expect(await printed(`createdFrom=${encodeURIComponent('2026-03-01T12:00:00.000+02:00')}`)).toEqual([
      'K-04',
      'K-05',
      'K-06',
    ]);
    expect(await printed(`createdFrom=${encodeURIComponent('2026-03-01T10:00:00.001Z')}`)).toEqual([
      'K-05',
      'K-06',
    ]);
    // A date alone is that day from 00:00 UTC.
    expect(await printed('createdFrom=2026-03-01')).toEqual(['K-02', 'K-03', 'K-04', 'K-05', 'K-06']);
    expect(await printed('createdFrom=2026-03-03')).toEqual([]);
  });

  it('prints the cuttings that match both when `ids` and `createdFrom` are given', async () => {
    const ids = ['K-01', 'K-03', 'K-04', 'K-06'].map((code) => idOf[code]).join(',');
    expect(await printed(`ids=${ids}&createdFrom=2026-03-01&size=a4`, 10)).toEqual(['K-03', 'K-04', 'K-06']);
  });

  it('reads a filtered choice in keyset batches with the filter kept on every batch', async () => {
    const repository = createQrLabelsRepository(t.database.db);
    const batches = async (filter: Parameters<typeof repository.labelBatches>[1]) => {
      const found: string[][] = [];
      for await (const batch of repository.labelBatches(2, filter)) found.push(batch.map((row) => row.code));
      return found;
    };
    const ids = ['K-01', 'K-02', 'K-04', 'K-05', 'K-06'].map((code) => idOf[code]!);
    expect(await batches({ ids })).toEqual([['K-01', 'K-02'], ['K-04', 'K-05'], ['K-06']]);
    expect(await batches({ ids, createdFrom: '2026-03-01T00:00:00.000Z' })).toEqual([
      ['K-02', 'K-04'],
      ['K-05', 'K-06'],
    ]);
    expect(await batches({ createdFrom: '2026-03-01T09:59:59.999Z' })).toEqual([
      ['K-03', 'K-04'],
      ['K-05', 'K-06'],
    ]);
  });

  it('accepts as many ids as the cap, and refuses one more', async () => {
    const many = (count: number) =>
      [idOf['K-01'], ...Array.from({ length: count - 1 }, (_, index) => `missing-${index}`)].join(',');
    expect(await printed(`ids=${many(LABEL_IDS_MAX)}`)).toEqual(['K-01']);
    expect(await refused(`/api/qr/pdf/all?ids=${many(LABEL_IDS_MAX + 1)}`)).toEqual([
      400,
      'validation.failed',
    ]);
  });

  it.each([
    'size=letter',
    'size=',
    'size=3.5X2IN',
    'ids=',
    `ids=${encodeURIComponent('a,,b')}`,
    'ids=a%20b',
    `ids=${'x'.repeat(65)}`,
    'createdFrom=today',
    'createdFrom=',
    'createdFrom=2026-02-30',
    // A time without its offset would be read in the server's zone, not the caller's.
    'createdFrom=2026-03-01T10:00:00',
  ])('answers 400 validation.failed to the all-labels PDF with %s', async (query) => {
    expect(await refused(`/api/qr/pdf/all?${query}`)).toEqual([400, 'validation.failed']);
  });

  it('answers 400 validation.failed to one label in a size there is not', async () => {
    expect(await refused(`/api/qr/pdf/${idOf['K-01']}?size=a5`)).toEqual([400, 'validation.failed']);
  });
});
