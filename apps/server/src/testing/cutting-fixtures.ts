import type { Cutting, CuttingPhoto } from '@canopy/shared/schemas/cuttings';
import { solidImage } from './images.ts';
import { multipartForm } from './multipart.ts';
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
