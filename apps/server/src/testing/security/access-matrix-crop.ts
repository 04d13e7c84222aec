import type { AccessRow } from './access-matrix.ts';

const L = { anonymous: 401, user: 'ok', superuser: 'ok', admin: 'ok' } as const;
const S = { anonymous: 401, user: 403, superuser: 'ok', admin: 'ok' } as const;
const A = { anonymous: 401, user: 403, superuser: 403, admin: 'ok' } as const;
/** The photo's author, otherwise staff. */
const OS = { ...S, creator: 'ok' } as const;

/**
 * The site, rooms and runs (DESIGN section 20): reads L, writes S, losses and a group's photos L (deleted by
 * their author or staff), the site's settings A. Harvests
 * and yields (section 21): reads L, harvest, weigh and close S, quality notes L; one's preferences L.
 * Feeding (section 25): products and recipes read L, kept S; a room feed L; a run's feeding CSV L. Plant
 * protection (section 25): scouting and its photos L, treatments S, a room's entries and a run's treatments
 * PDF L. Automations (section 24): read L (with their runs), written S (and the sentence and preview of an
 * unsaved one).
 */
const AUTOMATION_ACCESS_ROWS: readonly AccessRow[] = [
  { method: 'GET', route: '/api/automations', access: L, request: () => ({ url: '/api/automations' }) },
  {
    method: 'GET',
    route: '/api/automations/:id',
    access: L,
    request: (w) => ({ url: `/api/automations/${w.crop.automationId}` }),
  },
  {
    method: 'GET',
    route: '/api/automations/:id/runs',
    access: L,
    request: (w) => ({ url: `/api/automations/${w.crop.automationId}/runs?limit=5` }),
  },
  {
    method: 'POST',
    route: '/api/automations',
    access: S,
    request: (w) => ({ url: '/api/automations', payload: w.crop.automationBody() }),
  },
  {
    method: 'PUT',
    route: '/api/automations/:id',
    access: S,
    request: async (w) => ({
      url: `/api/automations/${await w.crop.freshAutomation()}`,
      payload: w.crop.automationBody(),
    }),
  },
  {
    method: 'DELETE',
    route: '/api/automations/:id',
    access: S,
    request: async (w) => ({ url: `/api/automations/${await w.crop.freshAutomation()}` }),
  },
  {
    method: 'POST',
    route: '/api/automations/summary',
    access: S,
    request: (w) => ({ url: '/api/automations/summary', payload: w.crop.automationBody() }),
  },
  {
    method: 'POST',
    route: '/api/automations/preview',
    access: S,
    // One hour of a world with no readings: nothing heavy is replayed.
    request: (w) => ({
      url: '/api/automations/preview',
      payload: {
        automation: w.crop.automationBody(),
        from: '2026-01-01T00:00:00.000Z',
        to: '2026-01-01T01:00:00.000Z',
      },
    }),
  },
];

export const CROP_ACCESS_ROWS: readonly AccessRow[] = [
  { method: 'GET', route: '/api/site', access: L, request: () => ({ url: '/api/site' }) },
  {
    method: 'PUT',
    route: '/api/site',
    access: A,
    request: (w) => ({ url: '/api/site', payload: w.crop.siteBody }),
  },
  { method: 'GET', route: '/api/rooms', access: L, request: () => ({ url: '/api/rooms' }) },
  {
    method: 'GET',
    route: '/api/rooms/:id',
    access: L,
    request: (w) => ({ url: `/api/rooms/${w.crop.roomId}` }),
  },
  {
    method: 'GET',
    route: '/api/rooms/:id/steering',
    access: L,
    request: (w) => ({ url: `/api/rooms/${w.crop.roomId}/steering` }),
  },
  {
    method: 'POST',
    route: '/api/rooms',
    access: S,
    request: (w) => ({ url: '/api/rooms', payload: w.crop.roomBody() }),
  },
  {
    method: 'PUT',
    route: '/api/rooms/:id',
    access: S,
    request: async (w) => ({ url: `/api/rooms/${await w.crop.freshRoom()}`, payload: w.crop.roomBody() }),
  },
  {
    method: 'DELETE',
    route: '/api/rooms/:id',
    access: S,
    request: async (w) => ({ url: `/api/rooms/${await w.crop.freshRoom()}` }),
  },
  { method: 'GET', route: '/api/runs', access: L, request: () => ({ url: '/api/runs' }) },
  {
    method: 'GET',
    route: '/api/runs/:id',
    access: L,
    request: (w) => ({ url: `/api/runs/${w.crop.runId}` }),
  },
  {
    method: 'GET',
    route: '/api/runs/:id/climate',
    access: L,
    request: (w) => ({ url: `/api/runs/${w.crop.runId}/climate?groupId=${w.crop.groupId}` }),
  },
  {
    method: 'GET',
    route: '/api/runs/compare',
    access: L,
    request: (w) => ({ url: `/api/runs/compare?ids=${w.crop.runId},${w.crop.harvestedRunId}&stage=veg` }),
  },
  {
    method: 'GET',
    route: '/api/runs/compare.csv',
    access: L,
    request: (w) => ({ url: `/api/runs/compare.csv?ids=${w.crop.runId},${w.crop.harvestedRunId}` }),
  },
  {
    method: 'POST',
    route: '/api/runs',
    access: S,
    request: (w) => ({ url: '/api/runs', payload: w.crop.newRunBody() }),
  },
  {
    method: 'PUT',
    route: '/api/runs/:id',
    access: S,
    request: async (w) => {
      const run = await w.crop.freshRun();
      const plannedDays = { propagation: 14, veg: 28, flower: 63, dry: 10, cure: 21 };
      return {
        url: `/api/runs/${run.runId}`,
        payload: { name: 'Renamed', code: run.code, plannedDays, state: 'active' },
      };
    },
  },
  {
    method: 'POST',
    route: '/api/runs/:id/groups/:groupId/events',
    access: S,
    request: async (w) => {
      const run = await w.crop.freshRun();
      return {
        url: `/api/runs/${run.runId}/groups/${run.groupId}/events`,
        payload: { stage: 'flower', roomId: w.crop.roomId },
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/runs/:id/events/:eventId',
    access: S,
    request: async (w) => {
      const run = await w.crop.moved();
      return { url: `/api/runs/${run.runId}/events/${run.latestEventId}` };
    },
  },
  {
    method: 'POST',
    route: '/api/runs/:id/groups/:groupId/losses',
    access: L,
    request: (w) => ({
      url: `/api/runs/${w.crop.runId}/groups/${w.crop.groupId}/losses`,
      payload: { count: 1, reason: 'died' },
    }),
  },
  {
    method: 'POST',
    route: '/api/runs/:id/groups/:groupId/photos',
    access: L,
    request: (w) => w.crop.groupPhoto(),
  },
  {
    method: 'DELETE',
    route: '/api/runs/:id/photos/:photoId',
    access: OS,
    request: async (w) => ({ url: `/api/runs/${w.crop.runId}/photos/${await w.crop.creatorPhoto()}` }),
  },
  {
    method: 'GET',
    route: '/api/devices/:id/stage-bands',
    access: L,
    request: (w) => ({ url: `/api/devices/${w.devices.climate}/stage-bands?from=0&to=86400000` }),
  },
  {
    method: 'GET',
    route: '/api/runs/:id/groups/:groupId/label.pdf',
    access: L,
    request: (w) => ({ url: `/api/runs/${w.crop.runId}/groups/${w.crop.groupId}/label.pdf` }),
  },
  {
    method: 'POST',
    route: '/api/runs/:id/harvests',
    access: S,
    request: async (w) => {
      const run = await w.crop.flowering();
      return { url: `/api/runs/${run.runId}/harvests`, payload: { groupId: run.groupId } };
    },
  },
  {
    method: 'GET',
    route: '/api/harvests/:id',
    access: L,
    request: (w) => ({ url: `/api/harvests/${w.crop.harvestId}` }),
  },
  {
    method: 'POST',
    route: '/api/harvests/:id/weighings',
    access: S,
    request: (w) => ({
      url: `/api/harvests/${w.crop.harvestId}/weighings`,
      payload: { kind: 'dry', value: 1.5, unit: 'oz' },
    }),
  },
  {
    method: 'PUT',
    route: '/api/harvests/:id/close',
    access: S,
    request: (w) => ({ url: `/api/harvests/${w.crop.harvestId}/close` }),
  },
  {
    method: 'POST',
    route: '/api/harvests/:id/notes',
    access: L,
    request: (w) => ({ url: `/api/harvests/${w.crop.harvestId}/notes`, payload: { ratings: { aroma: 4 } } }),
  },
  { method: 'GET', route: '/api/yields', access: L, request: () => ({ url: '/api/yields?by=strain' }) },
  { method: 'GET', route: '/api/yields.csv', access: L, request: () => ({ url: '/api/yields.csv?by=run' }) },
  {
    method: 'GET',
    route: '/api/yields.xlsx',
    access: L,
    request: () => ({ url: '/api/yields.xlsx?by=month' }),
  },
  { method: 'GET', route: '/api/me/preferences', access: L, request: () => ({ url: '/api/me/preferences' }) },
  {
    method: 'PUT',
    route: '/api/me/preferences',
    access: L,
    request: () => ({ url: '/api/me/preferences', payload: { weightUnit: 'oz' } }),
  },
  {
    method: 'GET',
    route: '/api/products',
    access: L,
    request: () => ({ url: '/api/products?archived=true' }),
  },
  {
    method: 'POST',
    route: '/api/products',
    access: S,
    request: (w) => ({ url: '/api/products', payload: w.crop.productBody() }),
  },
  {
    method: 'PUT',
    route: '/api/products/:id',
    access: S,
    request: async (w) => ({
      url: `/api/products/${await w.crop.freshProduct()}`,
      payload: w.crop.productBody(),
    }),
  },
  {
    method: 'DELETE',
    route: '/api/products/:id',
    access: S,
    request: async (w) => ({ url: `/api/products/${await w.crop.freshProduct()}` }),
  },
  { method: 'GET', route: '/api/recipes', access: L, request: () => ({ url: '/api/recipes?archived=true' }) },
  {
    method: 'POST',
    route: '/api/recipes',
    access: S,
    request: (w) => ({ url: '/api/recipes', payload: w.crop.recipeBody() }),
  },
  {
    method: 'PUT',
    route: '/api/recipes/:id',
    access: S,
    request: async (w) => ({
      url: `/api/recipes/${await w.crop.freshRecipe()}`,
      payload: w.crop.recipeBody(),
    }),
  },
  {
    method: 'DELETE',
    route: '/api/recipes/:id',
    access: S,
    request: async (w) => ({ url: `/api/recipes/${await w.crop.freshRecipe()}` }),
  },
  {
    method: 'POST',
    route: '/api/rooms/:id/feeds',
    access: L,
    request: (w) => ({
      url: `/api/rooms/${w.crop.roomId}/feeds`,
      payload: { volume: 20, volumeUnit: 'L', ecIn: 1.6, phIn: 6 },
    }),
  },
  {
    method: 'GET',
    route: '/api/runs/:id/feeding.csv',
    access: L,
    request: (w) => ({ url: `/api/runs/${w.crop.runId}/feeding.csv` }),
  },
  {
    method: 'POST',
    route: '/api/rooms/:id/scouting',
    access: L,
    request: (w) => ({
      url: `/api/rooms/${w.crop.roomId}/scouting`,
      payload: { pest: 'thrips', kind: 'insect', severity: 1 },
    }),
  },
  {
    method: 'POST',
    route: '/api/scouting/photos',
    access: L,
    request: (w) => w.photoUpload('/api/scouting/photos'),
  },
  {
    method: 'POST',
    route: '/api/rooms/:id/treatments',
    access: S,
    request: async (w) => ({
      url: `/api/rooms/${w.crop.roomId}/treatments`,
      payload: { productId: await w.crop.freshProduct(), dose: 1, unit: 'ml/L', method: 'spray' },
    }),
  },
  {
    method: 'GET',
    route: '/api/rooms/:id/feeds',
    access: L,
    request: (w) => ({ url: `/api/rooms/${w.crop.roomId}/feeds?limit=5` }),
  },
  {
    method: 'GET',
    route: '/api/runs/:id/treatments.pdf',
    access: L,
    request: (w) => ({ url: `/api/runs/${w.crop.runId}/treatments.pdf?lang=he` }),
  },
  {
    method: 'GET',
    route: '/api/runs/:id/report.pdf',
    access: L,
    request: (w) => ({ url: `/api/runs/${w.crop.runId}/report.pdf?lang=he` }),
  },
  ...AUTOMATION_ACCESS_ROWS,
];
