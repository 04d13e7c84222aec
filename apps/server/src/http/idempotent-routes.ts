/**
 * The writes the web app may queue while offline and send again, each taking an
 * optional `Idempotency-Key` header: diary entries, cutting log entries, comments, new bugs and tasks, and
 * the photo uploads they need (a diary's photos go to `/api/upload` first; a new bug's or task's photos
 * follow it to its own upload route), a group's moves, losses and photos recorded on the grow-room floor (a
 * replayed loss would count its plants twice, a replayed photo show twice), and a harvest, its weighings and quality notes recorded on
 * the drying-room floor (a replayed weighing would add its grams twice), a room feed (a replay would feed the room
 * twice) and its scouting (with the photos it needs first) and treatments (a replayed sighting would open
 * its follow-up task twice), and a
 * task's checklist tick (a tick replayed after someone unticked the item would tick it again). A route named
 * here that the app does not register stops the start.
 */
export const IDEMPOTENT_ROUTES = [
  'POST /api/admin/strains/:id/diary',
  'POST /api/admin/cuttings/:id/diary',
  'POST /api/admin/:id/log',
  'POST /api/bugs',
  'POST /api/bugs/:id/comments',
  'POST /api/bugs/:id/upload',
  'POST /api/tasks',
  'POST /api/tasks/:id/comments',
  'POST /api/tasks/:id/upload',
  'PATCH /api/tasks/:id/checklist/:itemId',
  'POST /api/upload',
  'POST /api/runs/:id/groups/:groupId/events',
  'POST /api/runs/:id/groups/:groupId/losses',
  'POST /api/runs/:id/groups/:groupId/photos',
  'POST /api/runs/:id/harvests',
  'POST /api/harvests/:id/weighings',
  'POST /api/harvests/:id/notes',
  'POST /api/rooms/:id/feeds',
  'POST /api/rooms/:id/scouting',
  'POST /api/scouting/photos',
  'POST /api/rooms/:id/treatments',
] as const;

const LISTED: ReadonlySet<string> = new Set(IDEMPOTENT_ROUTES);

export const routeName = (method: string, url: string) => `${method} ${url}`;

export function isIdempotentRoute(method: string | readonly string[] | undefined, url: string): boolean {
  return [method ?? 'GET'].flat().some((one) => LISTED.has(routeName(one, url)));
}
