import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Task } from '@canopy/shared/schemas/tasks';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { picker } from '../testing/fake-templates-api';
import { growerPerson, taskFactory } from '../testing/task-factory';
import { TaskFormModal } from './task-form-modal';

/**
 * The task form's API: whom tasks go to, no runs or rooms, the site unknown (its zone the default,
 * Asia/Jerusalem); a save answered with `answer` when given (a refusal). Returns the bodies saved, each
 * with its method and path.
 */
function fakeTaskFormApi(answer?: () => Response): { method: string; path: string; body: unknown }[] {
  const saved: { method: string; path: string; body: unknown }[] = [];
  const save = async (request: Request) => {
    saved.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
    return answer?.() ?? HttpResponse.json(taskFactory({ _id: 't-saved' }));
  };
  server.use(
    http.get('*/api/site', () => new HttpResponse(null, { status: 503 })),
    http.get('*/api/tasks/assignable', () => HttpResponse.json([growerPerson, picker])),
    http.get('*/api/runs', () => HttpResponse.json([])),
    http.get('*/api/rooms', () => HttpResponse.json([])),
    http.post('*/api/tasks', ({ request }) => save(request)),
    http.patch('*/api/tasks/:id', ({ request }) => save(request)),
  );
  return saved;
}

function renderForm(task: Task | null) {
  const onClose = vi.fn();
  const rendered = renderWithProviders(<TaskFormModal task={task} onClose={onClose} />);
  return { ...rendered, onClose };
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

/** The new-task form filled with a monthly task "Clean the filters" due on 31 January 2026, not saved. */
async function draftMonthlyTask() {
  const { user, onClose } = renderForm(null);
  const dialog = await dialogNamed('Plan a task');
  await user.type(within(dialog).getByLabelText(/^Description/), 'Clean the filters');
  await user.type(within(dialog).getByLabelText('Due day'), '2026-01-31');
  await user.click(within(dialog).getByRole('combobox', { name: 'Repeat' }));
  await user.click(await screen.findByRole('option', { name: 'Monthly' }));
  return { user, onClose, dialog };
}

/** A weekly series of Mondays at 09:00 site time, with one checklist item. */
const weeklyTask = () =>
  taskFactory({
    _id: 't-week',
    description: 'Water the mothers',
    assigneeIds: [picker.id],
    assignees: [picker],
    dueAt: '2026-03-02T07:00:00.000Z',
    dueDay: '2026-03-02',
    checklist: [{ _id: 'i1', text: 'Drain the trays', done: false, doneBy: null, doneAt: null }],
    recurrence: { freq: 'weekly', interval: 1, byWeekday: [1], from: 'due', until: null },
    seriesId: 's-week',
  });

describe('TaskFormModal', () => {
  it('sends a weekly task on chosen weekdays, every 2 weeks from completion until a day, due at a site time', async () => {
    const saved = fakeTaskFormApi();
    const { user, onClose } = renderForm(null);
    const dialog = await dialogNamed('Plan a task');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Clean the drippers');
    await user.click(within(dialog).getByRole('combobox', { name: 'Assignees' }));
    await user.click(await screen.findByRole('option', { name: 'Picker' }));
    await user.type(within(dialog).getByLabelText('Due day'), '2026-03-02');
    await user.type(within(dialog).getByLabelText(/^Time/), '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add an item' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Item 1' }), 'Flush line A');
    await user.click(within(dialog).getByRole('combobox', { name: 'Repeat' }));
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    const interval = within(dialog).getByRole('textbox', { name: 'Every how many weeks' });
    await user.clear(interval);
    await user.type(interval, '2');
    const weekdays = within(dialog).getByRole('group', { name: 'On' });
    // Chosen out of order: the body lists them Sunday first.
    await user.click(within(weekdays).getByRole('checkbox', { name: 'Thu' }));
    await user.click(within(weekdays).getByRole('checkbox', { name: 'Mon' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Completion' }));
    await user.type(within(dialog).getByLabelText(/^Until/), '2026-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toEqual([
      {
        method: 'POST',
        path: '/api/tasks',
        body: {
          description: 'Clean the drippers',
          assigneeIds: [picker.id],
          // 09:00 in Jerusalem in March (UTC+2).
          dueAt: '2026-03-02T07:00:00.000Z',
          priority: 'normal',
          requiresReview: false,
          recurrence: {
            freq: 'weekly',
            interval: 2,
            byWeekday: [1, 4],
            from: 'completion',
            until: '2026-06-30',
          },
          links: { runId: null, roomId: null },
          checklist: ['Flush line A'],
        },
      },
    ]);
  });

  it('sends a monthly task on a day of the month, every N months, due on a day, with no end', async () => {
    const saved = fakeTaskFormApi();
    const { user, onClose, dialog } = await draftMonthlyTask();
    // Weekly's days are not asked for a monthly task, nor sent.
    expect(within(dialog).queryByRole('group', { name: 'On' })).not.toBeInTheDocument();
    const interval = within(dialog).getByRole('textbox', { name: 'Every how many months' });
    await user.clear(interval);
    await user.type(interval, '3');
    const day = within(dialog).getByRole('textbox', { name: /^Day of the month/ });
    await user.clear(day);
    await user.type(day, '31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved.map(({ body }) => body)).toEqual([
      expect.objectContaining({
        dueAt: '2026-01-31',
        recurrence: { freq: 'monthly', interval: 3, byMonthDay: 31, from: 'due', until: null },
      }),
    ]);
  });

  it('refuses a repeat without a due day and an end before the due, without a call', async () => {
    const saved = fakeTaskFormApi();
    const { user } = renderForm(null);
    const dialog = await dialogNamed('Plan a task');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Clean the filters');
    await user.click(within(dialog).getByRole('combobox', { name: 'Repeat' }));
    await user.click(await screen.findByRole('option', { name: 'Daily' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A repeating task needs a due day')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Due day'), '2026-03-10');
    await user.type(within(dialog).getByLabelText(/^Until/), '2026-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end must be after the due day')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("shows a server's 400 detail on its recurrence field and keeps the dialog open", async () => {
    const saved = fakeTaskFormApi(() =>
      HttpResponse.json(
        {
          code: 'validation.failed',
          error: 'Invalid body',
          details: [{ path: 'body.recurrence.byMonthDay', message: 'Too big: expected number to be <=31' }],
        },
        { status: 400 },
      ),
    );
    const { user, onClose, dialog } = await draftMonthlyTask();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Too big: expected number to be <=31')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Day of the month/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(saved).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks whether an edit of a recurring task is for this occurrence or the series, and sends series: true for the series', async () => {
    const saved = fakeTaskFormApi();
    const { user, onClose } = renderForm(weeklyTask());
    const dialog = await dialogNamed('Edit task');
    expect(within(dialog).getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    const description = within(dialog).getByLabelText(/^Description/);
    await user.clear(description);
    await user.type(description, 'Water the mothers well');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose what to change')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'The whole series (open occurrences)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toEqual([
      {
        method: 'PATCH',
        path: '/api/tasks/t-week',
        body: {
          description: 'Water the mothers well',
          assigneeIds: [picker.id],
          dueAt: '2026-03-02T07:00:00.000Z',
          priority: 'normal',
          requiresReview: false,
          recurrence: { freq: 'weekly', interval: 1, byWeekday: [1], from: 'due', until: null },
          links: { runId: null, groupId: null, roomId: null, cuttingId: null, deviceId: null },
          // The item keeps its id, so its tick stays.
          checklist: [{ _id: 'i1', text: 'Drain the trays' }],
          series: true,
        },
      },
    ]);
  });

  it('sends an edit of this occurrence alone without series', async () => {
    const saved = fakeTaskFormApi();
    const { user, onClose } = renderForm(weeklyTask());
    const dialog = await dialogNamed('Edit task');
    await user.click(within(dialog).getByRole('radio', { name: 'This occurrence' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toHaveLength(1);
    expect(saved[0]!.body).not.toHaveProperty('series');
  });

  it('does not ask about the series when the task does not repeat', async () => {
    const saved = fakeTaskFormApi();
    const { user, onClose } = renderForm(taskFactory({ _id: 't-once' }));
    const dialog = await dialogNamed('Edit task');
    expect(within(dialog).queryByRole('radio', { name: 'This occurrence' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved[0]).toMatchObject({ method: 'PATCH', path: '/api/tasks/t-once' });
    expect(saved[0]!.body).not.toHaveProperty('series');
  });
});
