import { http, HttpResponse } from 'msw';
import type { Session } from '@canopy/shared/schemas/sessions';
import { server } from '../../../testing/msw-server';

export function session(overrides: Partial<Session> = {}): Session {
  return {
    _id: 'session-1',
    device: 'Chrome on Windows',
    browser: 'Chrome',
    os: 'Windows',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0.0.0 Safari/537.36',
    ipAddress: '10.0.0.22',
    createdAt: '2026-07-01T08:00:00.000Z',
    lastUsedAt: '2026-07-01T09:30:00.000Z',
    expiresAt: '2026-07-01T20:00:00.000Z',
    current: true,
    ...overrides,
  };
}

/** The sessions calls, answering from an in-memory list and recording what the panel sends. */
export function fakeSessionsApi(sessions: Session[], options: { failEnd?: boolean } = {}) {
  const record = { ended: [] as string[], endedOthers: 0 };
  let list = [...sessions];
  server.use(
    http.get('*/api/me/sessions', () => HttpResponse.json(list)),
    http.delete('*/api/me/sessions/:id', ({ params }) => {
      if (options.failEnd)
        return HttpResponse.json({ error: 'Session not found', code: 'sessions.not_found' }, { status: 404 });
      record.ended.push(String(params.id));
      list = list.filter((item) => item._id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/me/sessions/revoke-others', () => {
      record.endedOthers += 1;
      const revoked = list.filter((item) => !item.current).length;
      list = list.filter((item) => item.current);
      return HttpResponse.json({ revoked });
    }),
  );
  return record;
}
