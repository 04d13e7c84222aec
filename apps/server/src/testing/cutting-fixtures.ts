import type { Cutting, CuttingPhoto } from '@canopy/shared/schemas/cuttings';
import { beforeAll } from 'vitest';
import type { DialectName } from '../db/database.ts';
import { newId, newShortId } from '../lib/ids.ts';
import { solidImage } from './images.ts';
import { multipartForm } from './multipart.ts';
import { ONE_OF_EACH_ROLE, signedInSuite } from './signed-in-suite.ts';
import type { TestContext, TestUser } from './test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Request helpers shared by the cuttings and QR label tests. */
export function cuttingClient(t: TestContext, admin: TestUser) {
  const call = (who: TestUser | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload && { payload }) });

  let strainCounter = 0;
  return {
    call,

    async strain(name = 'Lemon Haze'): Promise<{ _id: string; slug: string; name: string }> {
      strainCounter += 1;
      const slug = `strain-${strainCounter}-${Math.random().toString(36).slice(2, 8)}`;
      const response = await call(admin, 'POST', '/api/admin/strains', { name, slug });
      if (response.statusCode !== 201) throw new Error(`strain: ${response.body}`);
      return response.json();
    },

    async cutting(strainId: string, body: object = {}): Promise<Cutting> {
      const response = await call(admin, 'POST', '/api/admin/cuttings', { code: 'A-001', strainId, ...body });
      if (response.statusCode !== 201) throw new Error(`cutting: ${response.body}`);
      return response.json();
    },

    /** A file stored through the files service, as `/api/upload` would. */
    async stored(): Promise<string> {
      return (await t.services.files.storeImage(await solidImage('png'), admin.user._id)).publicId;
    },

    async uploadPhoto(
      who: TestUser | null,
      cuttingId: string,
      fields: Record<string, string> = { name: 'Day 1', description: 'Fresh cut' },
      withFile = true,
    ) {
      const files = withFile
        ? [{ filename: 'p.png', contentType: 'image/png', data: await solidImage('png') }]
        : [];
      const body = multipartForm(fields, ...files);
      return t.app.inject({
        method: 'POST',
        url: `/api/cuttings/${cuttingId}/photo`,
        payload: body.payload,
        headers: { ...body.headers, ...who?.auth },
      });
    },

    async addPhotos(cuttingId: string, names: string[]): Promise<CuttingPhoto[]> {
      let photos: CuttingPhoto[] = [];
      for (const name of names) {
        const response = await this.uploadPhoto(admin, cuttingId, { name, description: `${name} text` });
        if (response.statusCode !== 201) throw new Error(`photo: ${response.body}`);
        photos = response.json();
      }
      return photos;
    },

    async log(who: TestUser | null, cuttingId: string, fields: Record<string, string>, photo?: Buffer) {
      const files = photo
        ? [{ field: 'photo', filename: 'l.png', contentType: 'image/png', data: photo }]
        : [];
      const body = multipartForm(fields, ...files);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/${cuttingId}/log`,
        payload: body.payload,
        headers: { ...body.headers, ...who?.auth },
      });
    },
  };
}

/**
 * `count` bare cuttings of a strain (no name, photo or diary) written straight into the table in batches
 * of 100, coded by `codeOf(index)`: many labels without a request each. Their ids, in order.
 */
export async function insertBareCuttings(
  t: TestContext,
  strainId: string,
  count: number,
  codeOf: (index: number) => string,
): Promise<string[]> {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, index) => ({
    id: newId(),
    short_id: newShortId(8),
    code: codeOf(index),
    name: '',
    strain_id: strainId,
    status: '',
    location: '',
    images: '[]',
    created_by: null,
    created_at: now,
    updated_at: now,
  }));
  for (let start = 0; start < rows.length; start += 100) {
    await t.database.db
      .insertInto('cuttings')
      .values(rows.slice(start, start + 100))
      .execute();
  }
  return rows.map((row) => row.id);
}

/**
 * The cutting tests' opening: one of each role signed in for the whole describe, a client as the admin,
 * and `newCutting()`, a cutting of one strain made before the tests, coded `${codePrefix}-1`, `-2`…
 */
export function cuttingSuite(dialect: DialectName, codePrefix: string) {
  const suite = signedInSuite(dialect, ONE_OF_EACH_ROLE, { per: 'describe' });
  const client = cuttingClient(suite.t, suite.admin);
  let strainId = '';
  let codes = 0;
  beforeAll(async () => {
    strainId = (await client.strain())._id;
  });
  const newCutting = () => client.cutting(strainId, { code: `${codePrefix}-${(codes += 1)}` });
  return { ...suite, client, newCutting };
}
