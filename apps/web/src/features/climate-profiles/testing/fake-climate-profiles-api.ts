import { http, HttpResponse } from 'msw';
import {
  applyProfileBodySchema,
  climateProfileBodySchema,
  type ApplyProfileAnswer,
  type ClimateProfile,
} from '@canopy/shared/schemas/automations';
import { server } from '../../../testing/msw-server';

const AT = '2026-11-02T08:00:00.000Z';

const limits = (t: [number, number], h: [number, number], c: [number, number]) => ({
  temperature: { min: t[0], max: t[1] },
  humidity: { min: h[0], max: h[1] },
  co2: { min: c[0], max: c[1] },
});

export const aProfile = (fields: Partial<ClimateProfile> = {}): ClimateProfile => ({
  _id: 'cp-1',
  name: 'Flower early',
  stage: 'flower',
  day: limits([24, 28], [50, 60], [900, 1200]),
  night: limits([19, 22], [45, 55], [400, 600]),
  createdAt: AT,
  updatedAt: AT,
  ...fields,
});

export interface FakeClimateProfilesApi {
  /** The writes, one line each: method, id, body. */
  calls: string[];
  /** Answers the next writes with this (a refusal) instead of doing them. */
  refuseWith: (answer: (() => Response) | null) => void;
}

/**
 * Serves profiles from memory as the server does, and apply-profile with `answer` (its `applied` and
 * results as the server would set them: none in a preview, `results` after confirm).
 */
export function fakeClimateProfilesApi(
  profiles: ClimateProfile[],
  apply?: { preview: ApplyProfileAnswer; applied: ApplyProfileAnswer },
): FakeClimateProfilesApi {
  let stored = structuredClone(profiles);
  const calls: string[] = [];
  let refusal: (() => Response) | null = null;
  const note = async (method: string, request: Request, id?: unknown) => {
    const body = method === 'DELETE' ? '' : ` ${JSON.stringify(await request.json())}`;
    calls.push(`${method}${id ? ` ${String(id)}` : ''}${body}`);
  };
  server.use(
    http.get('*/api/climate-profiles', () => HttpResponse.json(stored)),
    http.post('*/api/climate-profiles', async ({ request }) => {
      await note('POST', request.clone());
      if (refusal) return refusal();
      const body = climateProfileBodySchema.parse(await request.json());
      const profile = aProfile({ ...body, _id: `cp-${stored.length + 1}` });
      stored.push(profile);
      return HttpResponse.json(profile, { status: 201 });
    }),
    http.put('*/api/climate-profiles/:id', async ({ params, request }) => {
      await note('PUT', request.clone(), params.id);
      if (refusal) return refusal();
      const profile = aProfile({
        ...climateProfileBodySchema.parse(await request.json()),
        _id: String(params.id),
      });
      stored = stored.map((one) => (one._id === profile._id ? profile : one));
      return HttpResponse.json(profile);
    }),
    http.delete('*/api/climate-profiles/:id', async ({ params, request }) => {
      await note('DELETE', request, params.id);
      if (refusal) return refusal();
      stored = stored.filter((one) => one._id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/rooms/:id/apply-profile', async ({ params, request }) => {
      await note('APPLY', request.clone(), params.id);
      if (refusal) return refusal();
      const body = applyProfileBodySchema.parse(await request.json());
      if (!apply) return HttpResponse.json({ error: 'no', code: 'rooms.no_controller' }, { status: 409 });
      return HttpResponse.json(body.confirm ? apply.applied : apply.preview);
    }),
  );
  return { calls, refuseWith: (answer) => (refusal = answer) };
}
