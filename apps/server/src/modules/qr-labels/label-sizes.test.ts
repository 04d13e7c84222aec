import { LABEL_SIZES, type LabelSize } from '@canopy/shared/labels';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuttingClient, insertBareCuttings } from '../../testing/cutting-fixtures.ts';
import { decodeQrCodes, decodeQrSheets, pdfText } from '../../testing/label-pdf-reading.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { LABEL_SHEETS } from './label-layouts.ts';

const PUBLIC_URL = 'https://canopy.example';
const inch = 72;
const mm = 72 / 25.4;

/** What each size's page must measure, in points, worked out here rather than taken from the code. */
const PAGE_SIZES: Record<LabelSize, [number, number]> = {
  '3.5x2in': [3.5 * inch, 2 * inch],
  '2x1in': [2 * inch, 1 * inch],
  '50x25mm': [50 * mm, 25 * mm],
  '62x29mm': [62 * mm, 29 * mm],
  a4: [595.28, 841.89],
};

/** The A4 sheet: 3.5 x 2 in labels, 2 across and 5 down, the grid centred on the page. */
const A4_GRID = Array.from({ length: 10 }, (_, index) => ({
  x: (595.28 - 2 * 252) / 2 + (index % 2) * 252,
  y: (841.89 - 5 * 144) / 2 + Math.floor(index / 2) * 144,
  width: 252,
  height: 144,
}));

async function pageSizes(pdf: Buffer): Promise<{ width: number; height: number }[]> {
  return (await PDFDocument.load(pdf)).getPages().map((page) => page.getSize());
}

describe('label sizes', () => {
  it('places every label and every part of it inside its page, without overlaps', () => {
    for (const size of LABEL_SIZES) {
      const { width, height, label, slots } = LABEL_SHEETS[size];
      for (const slot of slots) {
        expect(slot.x).toBeGreaterThanOrEqual(0);
        expect(slot.y).toBeGreaterThanOrEqual(0);
        expect(slot.x + label.width).toBeLessThanOrEqual(width + 1e-9);
        expect(slot.y + label.height).toBeLessThanOrEqual(height + 1e-9);
      }
      expect(label.margin + label.qrSize).toBeLessThan(label.textX);
      expect(label.textX + label.textWidth).toBeLessThanOrEqual(label.width - label.margin + 1e-9);
      expect(label.margin * 2 + label.qrSize).toBeLessThanOrEqual(label.height + 1e-9);
      const boxes = [label.code, label.strain, label.shortId];
      for (const [index, box] of boxes.entries()) {
        expect(box.y + box.height).toBeLessThanOrEqual(label.height - label.margin + 1e-9);
        const next = boxes[index + 1];
        if (next) expect(box.y + box.height).toBeLessThanOrEqual(next.y);
      }
    }
  });
});

describe('label PDFs in every size', () => {
  let t: TestContext;
  let member: TestUser;
  let client: ReturnType<typeof cuttingClient>;
  let ids: string[];
  const cuttingUrl = (id: string) => `${PUBLIC_URL}/cutting/${id}?via=label`;

  beforeAll(async () => {
    t = await createTestContext('sqlite', { publicUrl: PUBLIC_URL });
    const admin = await t.createUser('admin');
    member = await t.createUser('user');
    client = cuttingClient(t, admin);
    const strain = await client.strain('Северное сияние');
    // 23 labels: two full A4 sheets and three on the third.
    ids = await insertBareCuttings(t, strain._id, 23, (index) => `SZ-${String(index).padStart(3, '0')}`);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(LABEL_SIZES.filter((size) => size !== 'a4'))(
    'makes a %s label one page of exactly that size, whose QR code reads and whose text is there',
    async (size) => {
      const response = await client.call(member, 'GET', `/api/qr/pdf/${ids[0]}?size=${size}`);
      expect(response.statusCode).toBe(200);
      const [page, ...others] = await pageSizes(response.rawPayload);
      expect(others).toEqual([]);
      const [width, height] = PAGE_SIZES[size];
      expect(Math.abs(page!.width - width)).toBeLessThan(0.01);
      expect(Math.abs(page!.height - height)).toBeLessThan(0.01);
      // 150 dpi: below the 203 dpi of the coarsest thermal label printers.
      expect(await decodeQrCodes(response.rawPayload, 150)).toEqual([cuttingUrl(ids[0]!)]);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('SZ-000');
      expect(text).toContain('Северное');
    },
  );

  it('makes the 3.5 x 2 in label when no size is asked', async () => {
    const response = await client.call(member, 'GET', `/api/qr/pdf/${ids[1]}`);
    expect(await pageSizes(response.rawPayload)).toEqual([{ width: 252, height: 144 }]);
  });

  it.each(LABEL_SIZES.filter((size) => size !== 'a4'))(
    'puts every cutting on its own %s page in the all-labels PDF',
    async (size) => {
      const response = await client.call(member, 'GET', `/api/qr/pdf/all?size=${size}`);
      const pages = await pageSizes(response.rawPayload);
      expect(pages).toHaveLength(23);
      const [width, height] = PAGE_SIZES[size];
      for (const page of pages) {
        expect(Math.abs(page.width - width)).toBeLessThan(0.01);
        expect(Math.abs(page.height - height)).toBeLessThan(0.01);
      }
    },
  );

  it('fills A4 sheets with ten 3.5 x 2 in labels each, in code order, every QR code readable', async () => {
    const response = await client.call(member, 'GET', '/api/qr/pdf/all?size=a4');
    expect(response.statusCode).toBe(200);
    const pages = await pageSizes(response.rawPayload);
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      expect(Math.abs(page.width - 595.28)).toBeLessThan(0.01);
      expect(Math.abs(page.height - 841.89)).toBeLessThan(0.01);
    }
    const sheets = await decodeQrSheets(response.rawPayload, A4_GRID);
    const expected = ids.map(cuttingUrl);
    expect(sheets).toEqual([
      expected.slice(0, 10),
      expected.slice(10, 20),
      [...expected.slice(20), ...Array<null>(7).fill(null)],
    ]);
  });

  it('makes an A4 sheet of one label for one cutting', async () => {
    const response = await client.call(member, 'GET', `/api/qr/pdf/${ids[2]}?size=a4`);
    expect(await decodeQrSheets(response.rawPayload, A4_GRID)).toEqual([
      [cuttingUrl(ids[2]!), ...Array<null>(9).fill(null)],
    ]);
  });
});
