import { existsSync } from 'node:fs';
import type { Cutting } from '@canopy/shared/schemas/cuttings';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuttingClient, insertBareCuttings } from '../../testing/cutting-fixtures.ts';
import { decodeQrCodes, pdfText } from '../../testing/label-pdf-reading.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { createQrLabelsRepository } from './qr-labels.repository.ts';

const PUBLIC_URL = 'https://canopy.example';
const HEBREW_FONT = '/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf';

const pageCount = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();

describe.each(DIALECTS)('QR labels and spreadsheet on %s', (dialect) => {
  let t: TestContext;
  let admin: TestUser;
  let member: TestUser;
  let client: ReturnType<typeof cuttingClient>;
  let cuttings: Cutting[];
  beforeAll(async () => {
    t = await createTestContext(dialect, { publicUrl: PUBLIC_URL });
    admin = await t.createUser('admin');
    member = await t.createUser('user');
    client = cuttingClient(t, admin);
    const lemon = await client.strain('Lemon Haze');
    const russian = await client.strain('Северное сияние');
    const hebrew = await client.strain('לימון הייז');
    cuttings = [
      await client.cutting(lemon._id, {
        code: 'A-001',
        name: 'Mother',
        status: 'rooted',
        location: 'Room 1',
      }),
      await client.cutting(russian._id, { code: 'B-002' }),
      await client.cutting(hebrew._id, { code: 'C-003' }),
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  it('streams one label as a one-page PDF whose QR code opens the cutting, marked as a label scan', async () => {
    const [cutting] = cuttings;
    const response = await client.call(member, 'GET', `/api/qr/pdf/${cutting!._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="cutting-A-001.pdf"; filename*=UTF-8''cutting-A-001.pdf`,
    );
    expect(await pageCount(response.rawPayload)).toBe(1);
    expect(await decodeQrCodes(response.rawPayload)).toEqual([
      `${PUBLIC_URL}/cutting/${cutting!._id}?via=label`,
    ]);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('A-001');
    expect(text).toContain('Lemon Haze');
    expect(text).toContain(cutting!.shortId);
    // The QR code is vector: the page holds no image at all.
    expect(response.rawPayload.includes('/Subtype /Image')).toBe(false);
  });

  it('draws Cyrillic and Hebrew strain names with a system font when one is installed', async () => {
    const russian = await client.call(member, 'GET', `/api/qr/pdf/${cuttings[1]!._id}`);
    expect(await pdfText(russian.rawPayload)).toContain('Северное сияние');
    const hebrew = await client.call(member, 'GET', `/api/qr/pdf/${cuttings[2]!._id}`);
    expect(hebrew.rawPayload.includes('NotoSansHebrew')).toBe(existsSync(HEBREW_FONT));
    expect(await decodeQrCodes(hebrew.rawPayload)).toEqual([
      `${PUBLIC_URL}/cutting/${cuttings[2]!._id}?via=label`,
    ]);
  });

  it('answers 404 for an unknown cutting', async () => {
    const response = await client.call(member, 'GET', '/api/qr/pdf/no-such-cutting');
    expect([response.statusCode, response.json().code]).toEqual([404, 'cuttings.not_found']);
  });

  it('reads every cutting in code order, a batch at a time, with no empty batch at the end', async () => {
    const repository = createQrLabelsRepository(t.database.db);
    const codesOf = async (batchSize: number) => {
      const batches: string[][] = [];
      for await (const batch of repository.labelBatches(batchSize))
        batches.push(batch.map((row) => row.code));
      return batches;
    };
    expect(await codesOf(2)).toEqual([['A-001', 'B-002'], ['C-003']]);
    expect(await codesOf(3)).toEqual([['A-001', 'B-002', 'C-003']]);
  });

  it('puts every cutting on its own page of the all-labels PDF, in code order, named by the date', async () => {
    const response = await client.call(member, 'GET', '/api/qr/pdf/all');
    expect(response.statusCode).toBe(200);
    const date = t.clock.now().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toContain(`filename="cuttings-${date}.pdf"`);
    expect(await pageCount(response.rawPayload)).toBe(cuttings.length);
    expect(await decodeQrCodes(response.rawPayload)).toEqual(
      cuttings.map((cutting) => `${PUBLIC_URL}/cutting/${cutting._id}?via=label`),
    );
  });

  it('exports every cutting to a spreadsheet with the agreed columns', async () => {
    const response = await client.call(member, 'GET', '/api/qr/excel/all');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(/filename="cuttings-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + cuttings.length);
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Code',
      'Short ID',
      'Name',
      'Strain',
      'Status',
      'Location',
      'Created at',
      'URL',
    ]);
    const [first] = cuttings;
    expect(values(2)).toEqual([
      'A-001',
      first!.shortId,
      'Mother',
      'Lemon Haze',
      'rooted',
      'Room 1',
      new Date(first!.createdAt),
      `${PUBLIC_URL}/cutting/${first!._id}?via=label`,
    ]);
    expect(values(3)[3]).toBe('Северное сияние');
    expect(values(4)[3]).toBe('לימון הייז');
  });
});

describe.each(DIALECTS)('a 1,000-label PDF on %s', (dialect) => {
  let t: TestContext;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestContext(dialect);
    const admin = await t.createUser('admin');
    member = await t.createUser('user');
    const strain = await cuttingClient(t, admin).strain('Bulk');
    await insertBareCuttings(t, strain._id, 1000, (index) => `BULK-${String(index).padStart(4, '0')}`);
  });
  afterAll(async () => {
    await t.close();
  });

  // Also reads the cuttings in several keyset batches: every one of them must reach the PDF.
  it('keeps the server answering other requests while it is produced', { timeout: 120_000 }, async () => {
    const finished: string[] = [];
    const started = Date.now();
    const pdf = client(t, member, '/api/qr/pdf/all').then((response) => (finished.push('pdf'), response));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const healthStarted = Date.now();
    const health = await client(t, member, '/api/health');
    const healthMs = Date.now() - healthStarted;
    finished.push('health');
    const response = await pdf;
    const pdfMs = Date.now() - started;
    expect(health.statusCode).toBe(200);
    expect(finished).toEqual(['health', 'pdf']);
    expect(healthMs).toBeLessThan(Math.max(1000, pdfMs / 4));
    expect(response.statusCode).toBe(200);
    expect(await pageCount(response.rawPayload)).toBe(1000);
  });
});

function client(t: TestContext, who: TestUser, url: string) {
  return t.app.inject({ url, headers: who.auth });
}
