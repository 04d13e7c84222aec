import { existsSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_SIZES } from '@canopy/shared/labels';
import type { Run } from '@canopy/shared/schemas/runs';
import { cropFixtures } from '../../testing/crop-fixtures.ts';
import { decodeQrCodes, pdfText } from '../../testing/label-pdf-reading.ts';
import { createTestContext, type TestContext, type TestUser } from '../../testing/test-app.ts';
import { DIALECTS } from '../../testing/test-databases.ts';
import { SYSTEM_FONTS, visualRuns } from '../qr-labels/label-fonts.ts';
import { groupLabelLine } from './group-label-texts.ts';

const PUBLIC_URL = 'https://canopy.example';
const NOW = '2026-04-20T09:00:00.000Z';
const HEBREW_FONT = SYSTEM_FONTS.hebrew[0]!;
const pages = async (pdf: Buffer) => {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => page.getSize());
};

describe("a group label's words", () => {
  it('names the stage from the catalog of the language asked, never its key', () => {
    expect(groupLabelLine('en', 'flower', 12)).toBe('Flower · Plants: 12');
    expect(groupLabelLine('ru', 'veg', 3)).toBe('Вегетация · Растений: 3');
    expect(groupLabelLine('es', 'propagation', 40)).toBe('Enraizamiento · Plantas: 40');
  });

  it('lays a Hebrew line out right to left: read from the right, stage, count, then "plants"', () => {
    const line = groupLabelLine('he', 'flower', 12);
    expect(line).toBe('פריחה, 12 צמחים');
    // Drawn left to right: "plants", the count, then the stage with its comma (the shaper reverses a
    // word), the comma in the text font: Noto Sans Hebrew has none.
    expect(visualRuns(line)).toEqual([
      { text: 'צמחים', font: 'label-hebrew' },
      { text: ' ', font: 'label-text' },
      { text: '12', font: 'label-text' },
      { text: ' ', font: 'label-text' },
      { text: ',', font: 'label-text' },
      { text: 'פריחה', font: 'label-hebrew' },
    ]);
  });
});

describe.each(DIALECTS)('group label on %s', (dialect) => {
  let t: TestContext;
  let member: TestUser;
  let crop: ReturnType<typeof cropFixtures>;
  let run: Run;
  let hebrewRun: Run;
  const url = (runId: string, groupId: string, query = '') =>
    `/api/runs/${runId}/groups/${groupId}/label.pdf${query}`;

  beforeAll(async () => {
    t = await createTestContext(dialect, { publicUrl: PUBLIC_URL });
    t.clock.set(NOW);
    const staff = await t.createUser('superuser');
    member = await t.createUser('user');
    crop = cropFixtures(t, staff);
    const lemon = await crop.strain('Lemon Haze');
    const made = await crop.call(staff, 'POST', '/api/admin/strains', {
      name: 'לימון הייז',
      slug: 'lemon-he',
    });
    const hebrew = made.json<{ _id: string }>()._id;
    const room = (await crop.room({ name: 'Flower A', kind: 'flower' }))._id;
    run = await crop.run({ groups: [{ strainId: lemon, plantCount: 24, roomId: room, stage: 'flower' }] });
    hebrewRun = await crop.run({ groups: [{ strainId: hebrew, plantCount: 7, roomId: room, stage: 'veg' }] });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a one-page PDF whose QR code opens the group's page, with code, strain, stage and count", async () => {
    const group = run.groups[0]!;
    const response = await crop.call(member, 'GET', url(run._id, group._id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename="group-${run.code}-${group._id}.pdf"`,
    );
    expect(await pages(response.rawPayload)).toEqual([{ width: 252, height: 144 }]);
    expect(await decodeQrCodes(response.rawPayload)).toEqual([
      `${PUBLIC_URL}/runs/${run._id}/groups/${group._id}`,
    ]);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(run.code);
    expect(text).toContain('Lemon Haze');
    expect(text).toContain('Flower · Plants: 24');
    expect(text).not.toContain('flower');
  });

  it("writes the label's words in the language asked and takes every cutting label size", async () => {
    const group = run.groups[0]!;
    const russian = await crop.call(member, 'GET', url(run._id, group._id, '?lang=ru&size=62x29mm'));
    expect(russian.statusCode).toBe(200);
    expect(await pdfText(russian.rawPayload)).toContain('Цветение · Растений: 24');
    for (const size of LABEL_SIZES) {
      const response = await crop.call(member, 'GET', url(run._id, group._id, `?size=${size}`));
      expect(response.statusCode, size).toBe(200);
      expect(await pages(response.rawPayload), size).toHaveLength(1);
    }
    const bad = await crop.call(member, 'GET', url(run._id, group._id, '?lang=fr&size=1x1in'));
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ details: { path: string }[] }>()
        .details.map((detail) => detail.path)
        .sort(),
    ).toEqual(['querystring.lang', 'querystring.size']);
  });

  it('draws a Hebrew strain and Hebrew words with the Hebrew font, and its QR code still reads', async () => {
    const group = hebrewRun.groups[0]!;
    const response = await crop.call(member, 'GET', url(hebrewRun._id, group._id, '?lang=he'));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.includes('NotoSansHebrew')).toBe(existsSync(HEBREW_FONT));
    expect(await pdfText(response.rawPayload)).toContain(hebrewRun.code);
    expect(await decodeQrCodes(response.rawPayload)).toEqual([
      `${PUBLIC_URL}/runs/${hebrewRun._id}/groups/${group._id}`,
    ]);
  });

  it('answers 404 for an unknown run or group, and 401 to nobody logged in', async () => {
    const unknownRun = await crop.call(member, 'GET', url('no-such-run', run.groups[0]!._id));
    expect([unknownRun.statusCode, unknownRun.json().code]).toEqual([404, 'runs.not_found']);
    const otherRunsGroup = await crop.call(member, 'GET', url(run._id, hebrewRun.groups[0]!._id));
    expect([otherRunsGroup.statusCode, otherRunsGroup.json().code]).toEqual([404, 'runs.group_not_found']);
    const anonymous = await crop.call(null, 'GET', url(run._id, run.groups[0]!._id));
    expect(anonymous.statusCode).toBe(401);
  });
});
