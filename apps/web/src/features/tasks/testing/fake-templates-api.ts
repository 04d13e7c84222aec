import { http, HttpResponse } from 'msw';
import type { TaskTemplate } from '@canopy/shared/schemas/tasks';
import { server } from '../../../testing/msw-server';
import { growerPerson } from './task-factory';

export const picker = { id: 'u-picker', login: 'picker@example.com', displayName: 'Picker' };

/** A template of two steps: the first for a person, the second for every user and reviewed. */
export function aTemplate(overrides: Partial<TaskTemplate> = {}): TaskTemplate {
  return {
    _id: 'tpl-1',
    name: 'Flower SOP',
    steps: [
      {
        _id: 'step-1',
        title: 'Defoliate',
        description: '',
        checklist: ['Lower third', 'Inner leaves'],
        stage: 'flower',
        dayOfStage: 21,
        assignee: { userId: picker.id, role: null },
        requiresReview: false,
      },
      {
        _id: 'step-2',
        title: 'Flush',
        description: 'Plain water only',
        checklist: [],
        stage: 'flower',
        dayOfStage: 50,
        assignee: { userId: null, role: 'user' },
        requiresReview: true,
      },
    ],
    createdBy: growerPerson,
    createdAt: '2026-01-01T08:00:00Z',
    updatedAt: '2026-01-01T08:00:00Z',
    ...overrides,
  };
}

/**
 * Serves templates and the assignable people from memory, answering a write with `answer` when given
 * (a refusal); returns the writes, one line each (method, path, body).
 */
export function fakeTemplatesApi(initial: TaskTemplate[], answer?: () => Response): string[] {
  const list = initial.map((item) => structuredClone(item));
  const calls: string[] = [];
  const write = async (method: string, request: Request, id?: unknown) => {
    const body = method === 'DELETE' ? '' : ` ${JSON.stringify(await request.json())}`;
    calls.push(`${method}${id ? ` ${String(id)}` : ''}${body}`);
  };
  server.use(
    http.get('*/api/tasks/assignable', () => HttpResponse.json([growerPerson, picker])),
    http.get('*/api/task-templates', () => HttpResponse.json(list)),
    http.post('*/api/task-templates', async ({ request }) => {
      await write('POST', request);
      return answer?.() ?? HttpResponse.json(aTemplate({ _id: 'tpl-new' }), { status: 201 });
    }),
    http.put('*/api/task-templates/:id', async ({ params, request }) => {
      await write('PUT', request, params.id);
      return answer?.() ?? HttpResponse.json(list.find((item) => item._id === params.id));
    }),
    http.delete('*/api/task-templates/:id', async ({ params, request }) => {
      await write('DELETE', request, params.id);
      list.splice(
        list.findIndex((item) => item._id === params.id),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}
