import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_TIME_ZONE } from '@canopy/shared/crop';
import { addDaysToDate, localDate } from '@canopy/shared/site-days';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { taskFactory, taskSummaryOf } from '../testing/task-factory';
import { MyTasks } from './my-tasks';

const today = localDate(Date.now(), DEFAULT_SITE_TIME_ZONE);
const actor = { id: 'u-grower', role: 'user' } as const;

/** `GET /api/tasks?assignee=me` answered with `tasks`; the queries it was asked with are kept. */
function serveMine(tasks: ReturnType<typeof taskFactory>[]): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    // The site's zone is the server default's while the site is unknown.
    http.get('*/api/site', () => new HttpResponse(null, { status: 503 })),
    http.get('*/api/tasks', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(tasks.map(taskSummaryOf));
    }),
  );
  return asked;
}

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('MyTasks', () => {
  it("asks for the reader's tasks and sorts them into overdue, today, upcoming and no due", async () => {
    const asked = serveMine([
      taskFactory({
        _id: 'a',
        description: 'Later',
        dueAt: addDaysToDate(today, 3),
        dueDay: addDaysToDate(today, 3),
      }),
      taskFactory({
        _id: 'b',
        description: 'Late',
        dueAt: addDaysToDate(today, -2),
        dueDay: addDaysToDate(today, -2),
        overdue: true,
        priority: 'high',
      }),
      taskFactory({ _id: 'c', description: 'Now', dueAt: today, dueDay: today }),
      taskFactory({ _id: 'd', description: 'Whenever' }),
    ]);
    renderWithProviders(<MyTasks actor={actor} />);
    await screen.findByRole('article', { name: 'Late' });
    expect(asked.map((query) => query.toString())).toEqual(['assignee=me']);
    expect(within(section(/^Overdue \(1\)/)).getByRole('article', { name: 'Late' })).toHaveTextContent(
      /Overdue: .*High priority/,
    );
    expect(within(section(/^Today \(1\)/)).getByRole('article', { name: 'Now' })).toHaveTextContent(
      'Due today',
    );
    expect(within(section(/^Upcoming \(1\)/)).getByRole('article', { name: 'Later' })).toBeInTheDocument();
    expect(
      within(section(/^No due date \(1\)/)).getByRole('article', { name: 'Whenever' }),
    ).toBeInTheDocument();
  });

  it('says an empty section is empty and leaves out "No due date" when nothing is in it', async () => {
    serveMine([taskFactory({ description: 'Now', dueAt: today, dueDay: today })]);
    renderWithProviders(<MyTasks actor={actor} />);
    await screen.findByRole('article', { name: 'Now' });
    expect(section(/^Overdue \(0\)/)).toHaveTextContent('Nothing here.');
    expect(section(/^Upcoming \(0\)/)).toHaveTextContent('Nothing here.');
    expect(screen.queryByRole('region', { name: /^No due date/ })).not.toBeInTheDocument();
  });

  it('says so when nothing is assigned to the reader', async () => {
    serveMine([]);
    renderWithProviders(<MyTasks actor={actor} />);
    expect(await screen.findByText('No open task is assigned to you.')).toBeInTheDocument();
  });
});
