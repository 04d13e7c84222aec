import { expect } from 'vitest';
import type {
  Product,
  ProductBody,
  Scouting,
  ScoutingBody,
  Treatment,
  TreatmentBody,
} from '@canopy/shared/schemas/feeding';
import { solidImage } from './images.ts';
import { multipart } from './multipart.ts';
import type { cropFixtures } from './crop-fixtures.ts';
import type { TestContext, TestUser } from './test-app.ts';

type Crop = ReturnType<typeof cropFixtures>;

/** Products, scouting and treatments made through the API as staff would, for the protection tests. */
export function protectionFixtures(t: TestContext, crop: Crop, staff: TestUser) {
  const ok = async <T>(who: TestUser, url: string, payload: object, status = 201) => {
    const response = await crop.call(who, 'POST', url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  /** `POST /api/scouting/photos` of one file by `who`, as the phone sends it. */
  const uploadPhoto = async (
    who: TestUser | null,
    file: { data: Buffer; filename?: string; contentType?: string },
    headers: Record<string, string> = {},
  ) => {
    const body = multipart({ filename: 'leaf.png', contentType: 'image/png', ...file });
    return t.app.inject({
      method: 'POST',
      url: '/api/scouting/photos',
      payload: body.payload,
      headers: { ...body.headers, ...who?.auth, ...headers },
    });
  };
  return {
    /** A pesticide; re-entry and pre-harvest interval as given. */
    product: (body: Partial<ProductBody> = {}) =>
      ok<Product>(staff, '/api/products', {
        name: 'Spinosad 480',
        kind: 'pesticide',
        activeIngredient: 'spinosad',
        reEntryHours: 4,
        preHarvestDays: 7,
        ...body,
      }),
    scout: (roomId: string, body: Partial<ScoutingBody> = {}, who: TestUser = staff) =>
      ok<Scouting[]>(who, `/api/rooms/${roomId}/scouting`, {
        pest: 'spider mites',
        kind: 'mite',
        severity: 1,
        ...body,
      }),
    treat: (roomId: string, body: Partial<TreatmentBody> & { productId: string }) =>
      ok<Treatment[]>(staff, `/api/rooms/${roomId}/treatments`, {
        dose: 0.4,
        unit: 'ml/L',
        method: 'spray',
        ...body,
      }),
    uploadPhoto,
    /** An image `who` (staff by default) uploaded for scouting: its public id. */
    async upload(who: TestUser = staff): Promise<string> {
      const response = await uploadPhoto(who, { data: await solidImage('png') });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ publicId: string }>().publicId;
    },
    /** The site's zone, which every site day of these tests is counted in. */
    async zone(timeZone: string, admin: TestUser) {
      const response = await crop.call(admin, 'PUT', '/api/site', { name: 'Farm', timeZone });
      expect(response.statusCode, response.body).toBe(200);
    },
  };
}
