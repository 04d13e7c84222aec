import { http, HttpResponse } from 'msw';
import type { Task } from '@canopy/shared/schemas/tasks';
import { server } from '../../../testing/msw-server';
import { fakePage } from '../../../testing/threads/thread-fakes';
import { taskFactory, taskSummaryOf } from './task-factory';

const cursorOf = (request: Request) => new URL(request.url).searchParams.get('cursor');

/**
 * Serves in-memory tasks as the server does: open ones as summaries (whole, or in pages of 20 in the order
 * given), done ones in pages of 20 (the cursor is an index here), a task with its thread by id. Returns the
 * writes, one line each.
 */
export function fakeTasksApi(initial: Task[]): string[] {
  const list = initial.map((item) => structuredClone(item));
  const calls: string[] = [];
  const find = (id: unknown) => list.find((item) => item._id === id);
  server.use(
    http.get('*/api/tasks', () =>
      HttpResponse.json(list.filter((t) => t.status !== 'done').map(taskSummaryOf)),
    ),
    http.get('*/api/tasks/page', ({ request }) => {
      const open = list.filter((t) => t.status !== 'done');
      return HttpResponse.json(fakePage(open, cursorOf(request)));
    }),
    http.get('*/api/tasks/done', ({ request }) => {
      const done = list.filter((t) => t.status === 'done');
      return HttpResponse.json({ ...fakePage(done, cursorOf(request)), total: done.length });
    }),
    http.get('*/api/tasks/:id', ({ params }) => {
      calls.push(`GET ${String(params.id)}`);
      return HttpResponse.json(find(params.id));
    }),
    http.post('*/api/tasks', async ({ request }) => {
      calls.push(`POST ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(taskFactory({ _id: 't-new' }), { status: 201 });
    }),
    http.patch('*/api/tasks/:id', async ({ params, request }) => {
      const { description } = (await request.json()) as { description: string };
      calls.push(`EDIT ${String(params.id)} ${description}`);
      const found = find(params.id);
      if (found) found.description = description;
      return HttpResponse.json(found);
    }),
    http.patch('*/api/tasks/:id/status', async ({ params, request }) => {
      const { status } = (await request.json()) as { status: string };
      calls.push(`PATCH ${String(params.id)} ${status}`);
      const found = find(params.id);
      if (found) Object.assign(found, { status, completedAt: '2026-01-03T07:05:00Z' });
      return HttpResponse.json(found);
    }),
  );
  return calls;
}
