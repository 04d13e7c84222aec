import { describe, expect, it } from 'vitest';
import * as p from './permissions.ts';
import type { Actor } from './permissions.ts';

const anonymous = null;
const user: Actor = { id: 'u1', role: 'user' };
const otherUser: Actor = { id: 'u2', role: 'user' };
const superuser: Actor = { id: 's1', role: 'superuser' };
const admin: Actor = { id: 'a1', role: 'admin' };
const ownedByUser = { createdById: 'u1', assigneeIds: [] };

type Row = [
  string,
  (actor: Actor | null) => boolean,
  [anon: boolean, user: boolean, superuser: boolean, admin: boolean],
];

// Who may do what, written out by hand per role: anonymous, user, superuser and admin.
const roleTable: Row[] = [
  ['view public records', p.canViewPublicRecords, [true, true, true, true]],
  ['view private records', p.canViewPrivateRecords, [false, true, true, true]],
  ['manage records', p.canManageRecords, [false, false, true, true]],
  ['see original cutting photos', p.canSeeOriginalCuttingPhotos, [false, false, true, true]],
  ['read devices', p.canReadDevices, [false, true, true, true]],
  ['run a device command', p.canRunDeviceCommand, [false, true, true, true]],
  ['run a privileged device command', p.canRunPrivilegedDeviceCommand, [false, false, true, true]],
  ['flash firmware', p.canFlashFirmware, [false, false, true, true]],
  ['add a device note', p.canAddDeviceNote, [false, true, true, true]],
  ['view bugs', p.canViewBugs, [false, true, true, true]],
  ['report a bug', p.canReportBug, [false, true, true, true]],
  ['comment on a bug', p.canCommentOnBug, [false, true, true, true]],
  ['set a bug status', p.canSetBugStatus, [false, false, true, true]],
  ['export bugs', p.canExportBugs, [false, false, true, true]],
  ['view tasks', p.canViewTasks, [false, true, true, true]],
  ['add a task', p.canAddTask, [false, true, true, true]],
  ['comment on a task', p.canCommentOnTask, [false, true, true, true]],
  ['set a task status', p.canSetTaskStatus, [false, false, true, true]],
  ['review a task', p.canReviewTask, [false, false, true, true]],
  ['view task templates', p.canViewTaskTemplates, [false, true, true, true]],
  ['manage task templates', p.canManageTaskTemplates, [false, false, true, true]],
  ['apply a task template', p.canApplyTaskTemplate, [false, false, true, true]],
  ['manage users', p.canManageUsers, [false, false, false, true]],
  ['manage outgoing webhooks', p.canManageWebhooks, [false, false, false, true]],
];

describe('role permissions', () => {
  it.each(roleTable)('%s', (_name, predicate, expected) => {
    expect([anonymous, user, superuser, admin].map((actor) => predicate(actor))).toEqual(expected);
  });
});

describe('creator-or-staff permissions', () => {
  const ownerRules: [string, (actor: Actor | null, object: p.AssignedTask) => boolean][] = [
    ['edit a bug', p.canEditBug],
    ['close a bug', p.canCloseBug],
    ['edit a task', p.canEditTask],
    ['delete a task', p.canDeleteTask],
    ['complete a task', p.canCompleteTask],
    ['tick a task checklist', p.canTickTaskChecklist],
  ];
  it.each(ownerRules)(
    '%s: the creator, a superuser and an admin may; another user and anonymous may not',
    (_n, rule) => {
      expect(rule(user, ownedByUser)).toBe(true);
      expect(rule(superuser, ownedByUser)).toBe(true);
      expect(rule(admin, ownedByUser)).toBe(true);
      expect(rule(otherUser, ownedByUser)).toBe(false);
      expect(rule(anonymous, ownedByUser)).toBe(false);
    },
  );
});

describe('task assignee permissions', () => {
  const task = { createdById: 'u1', assigneeIds: ['u2'] };
  it.each([
    ['complete a task', p.canCompleteTask],
    ['tick a task checklist', p.canTickTaskChecklist],
  ] as const)('%s: an assignee may too; editing and deleting stay the creator’s or staff’s', (_n, rule) => {
    expect(rule(otherUser, task)).toBe(true);
    expect(rule({ id: 'u3', role: 'user' }, task)).toBe(false);
    expect(rule(anonymous, task)).toBe(false);
    expect(p.canEditTask(otherUser, task)).toBe(false);
    expect(p.canDeleteTask(otherUser, task)).toBe(false);
  });
});

describe('device note permissions', () => {
  it('the author, a superuser and an admin delete a note; another user and anonymous may not', () => {
    const note = { authorId: 'u1' };
    expect(p.canDeleteDeviceNote(user, note)).toBe(true);
    expect(p.canDeleteDeviceNote(superuser, note)).toBe(true);
    expect(p.canDeleteDeviceNote(admin, note)).toBe(true);
    expect(p.canDeleteDeviceNote(otherUser, note)).toBe(false);
    expect(p.canDeleteDeviceNote(anonymous, note)).toBe(false);
  });

  it('a note whose author is unknown is staff’s alone', () => {
    expect(p.canDeleteDeviceNote(user, { authorId: null })).toBe(false);
    expect(p.canDeleteDeviceNote(superuser, { authorId: null })).toBe(true);
  });
});

describe('user account permissions', () => {
  it('anyone logged in updates their own account; only an admin updates another', () => {
    expect(p.canUpdateUser(user, 'u1')).toBe(true);
    expect(p.canUpdateUser(user, 'u2')).toBe(false);
    expect(p.canUpdateUser(superuser, 'u1')).toBe(false);
    expect(p.canUpdateUser(admin, 'u1')).toBe(true);
    expect(p.canUpdateUser(anonymous, 'u1')).toBe(false);
  });

  it('nobody changes their own role; an admin changes anyone else’s', () => {
    expect(p.canChangeUserRole(admin, 'a1')).toBe(false);
    expect(p.canChangeUserRole(admin, 'u1')).toBe(true);
    expect(p.canChangeUserRole(superuser, 'u1')).toBe(false);
    expect(p.canChangeUserRole(user, 'u1')).toBe(false);
  });

  it('an admin deletes others but never themselves; nobody else deletes', () => {
    expect(p.canDeleteUser(admin, 'u1')).toBe(true);
    expect(p.canDeleteUser(admin, 'a1')).toBe(false);
    expect(p.canDeleteUser(superuser, 'u1')).toBe(false);
    expect(p.canDeleteUser(user, 'u2')).toBe(false);
  });
});
