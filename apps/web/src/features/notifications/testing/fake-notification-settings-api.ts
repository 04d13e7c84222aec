import { http, HttpResponse } from 'msw';
import type { NotificationSettings } from '@canopy/shared/schemas/alerts';
import { server } from '../../../testing/msw-server';

/**
 * Serves one person's notification settings from memory: GET answers the current ones, PUT merges the
 * body in and is recorded. A test adds its own handlers beside these for the rest of the page.
 */
export function fakeNotificationSettingsApi(initial: NotificationSettings): {
  current: NotificationSettings;
  puts: unknown[];
} {
  const record = { current: initial, puts: [] as unknown[] };
  server.use(
    http.get('*/api/me/notifications', () => HttpResponse.json(record.current)),
    http.put('*/api/me/notifications', async ({ request }) => {
      const body = (await request.json()) as Partial<NotificationSettings>;
      record.puts.push(body);
      record.current = { ...record.current, ...body };
      return HttpResponse.json(record.current);
    }),
  );
  return record;
}
