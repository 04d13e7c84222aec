import type { AccessRow } from './access-matrix.ts';

const L = { anonymous: 401, user: 'ok', superuser: 'ok', admin: 'ok' } as const;
const S = { anonymous: 401, user: 403, superuser: 'ok', admin: 'ok' } as const;

/**
 * Stage climate profiles (DESIGN 24): read L, kept S; applying one to a room S (asked without `confirm`
 * here, so nothing reaches the controller).
 */
export const CLIMATE_PROFILE_ACCESS_ROWS: readonly AccessRow[] = [
  {
    method: 'GET',
    route: '/api/climate-profiles',
    access: L,
    request: () => ({ url: '/api/climate-profiles' }),
  },
  {
    method: 'GET',
    route: '/api/climate-profiles/:id',
    access: L,
    request: (w) => ({ url: `/api/climate-profiles/${w.profiles.profileId}` }),
  },
  {
    method: 'POST',
    route: '/api/climate-profiles',
    access: S,
    request: (w) => ({ url: '/api/climate-profiles', payload: w.profiles.profileBody() }),
  },
  {
    method: 'PUT',
    route: '/api/climate-profiles/:id',
    access: S,
    request: async (w) => ({
      url: `/api/climate-profiles/${await w.profiles.freshProfile()}`,
      payload: w.profiles.profileBody(),
    }),
  },
  {
    method: 'DELETE',
    route: '/api/climate-profiles/:id',
    access: S,
    request: async (w) => ({ url: `/api/climate-profiles/${await w.profiles.freshProfile()}` }),
  },
  {
    method: 'POST',
    route: '/api/rooms/:id/apply-profile',
    access: S,
    request: (w) => ({
      url: `/api/rooms/${w.profiles.controllerRoomId}/apply-profile`,
      payload: { profileId: w.profiles.profileId },
    }),
  },
];
