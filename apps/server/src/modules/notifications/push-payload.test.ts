import { describe, expect, it } from 'vitest';
import type { NotificationRow } from './notifications.repository.ts';
import { pendingNotificationRow } from '../../testing/notification-rows.ts';
import { pushPayloadOf } from './push-payload.ts';

const row = (kind: NotificationRow['kind'], id: string): NotificationRow =>
  pendingNotificationRow({
    id,
    channel: 'push',
    recipient: 'sub-1',
    kind,
    subject: 'Your tasks for today: 2',
    text: 'Your tasks for today: 2\n\nToday:\nTask #AB12CD: Water room 2\n\nTasks:\nhttps://canopy.example.test/tasks',
    created_at: '2026-03-10T05:00:00.000Z',
  });

describe("a task message's push", () => {
  it('opens the tasks page and shows the lines without the link', () => {
    expect(pushPayloadOf(row('task_morning', 'n1'), undefined)).toEqual({
      title: 'Your tasks for today: 2',
      body: 'Today:\nTask #AB12CD: Water room 2',
      url: '/tasks',
      tag: 'canopy-task_morning',
    });
  });

  it("replaces yesterday's list, but never another task's message", () => {
    expect(pushPayloadOf(row('task_morning', 'n2'), undefined).tag).toBe('canopy-task_morning');
    const tags = ['a1', 'a2'].map((id) => pushPayloadOf(row('task_assigned', id), undefined).tag);
    expect(new Set(tags).size).toBe(2);
    expect(pushPayloadOf(row('task_overdue', 'o1'), undefined).url).toBe('/tasks');
  });
});
