/**
 * Named permission predicates, deny by default. The server enforces them; the web app uses the same
 * predicates only to hide what a user cannot do.
 */
import type { Role } from './roles.ts';

export interface Actor {
  id: string;
  role: Role;
}

/** Anything with a creator: bugs and tasks. */
export interface Owned {
  createdById: string;
}

export const isLoggedIn = (actor: Actor | null): actor is Actor => actor !== null;
export const isAdmin = (actor: Actor | null): boolean => actor?.role === 'admin';
/** Superuser or admin: the staff who manage records and devices. */
export const isStaff = (actor: Actor | null): boolean =>
  actor?.role === 'admin' || actor?.role === 'superuser';
const isCreator = (actor: Actor | null, object: Owned): boolean =>
  actor !== null && actor.id === object.createdById;

// Records: strains, cuttings, news, diaries, logs, uploads.
export const canViewPublicRecords = (_actor: Actor | null): boolean => true;
export const canViewPrivateRecords = isLoggedIn;
export const canManageRecords = isStaff;
export const canSeeOriginalCuttingPhotos = isStaff;

// Devices.
export const canReadDevices = isLoggedIn;
export const canRunDeviceCommand = isLoggedIn;
export const canRunPrivilegedDeviceCommand = isStaff;
export const canFlashFirmware = isStaff;
/** A note on a device's charts: any logged-in user adds one; its author or staff delete it. */
export const canAddDeviceNote = isLoggedIn;
export const canDeleteDeviceNote = (actor: Actor | null, note: { authorId: string | null }): boolean =>
  (note.authorId !== null && isCreator(actor, { createdById: note.authorId })) || isStaff(actor);

// Bugs.
export const canViewBugs = isLoggedIn;
export const canReportBug = isLoggedIn;
export const canCommentOnBug = isLoggedIn;
export const canEditBug = (actor: Actor | null, bug: Owned): boolean =>
  isCreator(actor, bug) || isStaff(actor);
export const canCloseBug = canEditBug;
export const canSetBugStatus = isStaff;
export const canExportBugs = isStaff;

// Tasks.
export const canViewTasks = isLoggedIn;
export const canAddTask = isLoggedIn;
export const canCommentOnTask = isLoggedIn;
export const canEditTask = (actor: Actor | null, task: Owned): boolean =>
  isCreator(actor, task) || isStaff(actor);
export const canDeleteTask = canEditTask;
/** A task's people (DESIGN 22): its assignees may complete it and tick its checklist too. */
export interface AssignedTask extends Owned {
  assigneeIds: readonly string[];
}
const isAssignee = (actor: Actor | null, task: AssignedTask): boolean =>
  actor !== null && task.assigneeIds.includes(actor.id);
export const canCompleteTask = (actor: Actor | null, task: AssignedTask): boolean =>
  canEditTask(actor, task) || isAssignee(actor, task);
export const canTickTaskChecklist = canCompleteTask;
export const canSetTaskStatus = isStaff;
/** Approving or returning a completed task that needs review. */
export const canReviewTask = isStaff;
export const canViewTaskTemplates = isLoggedIn;
export const canManageTaskTemplates = isStaff;
export const canApplyTaskTemplate = isStaff;

// Users.
export const canManageUsers = isAdmin;
/** Anyone may change their own email and password; only an admin may change someone else's. */
export const canUpdateUser = (actor: Actor | null, userId: string): boolean =>
  actor !== null && (actor.id === userId || isAdmin(actor));
/** Nobody changes their own role, so an admin cannot lock themselves out by accident. */
export const canChangeUserRole = (actor: Actor | null, userId: string): boolean =>
  isAdmin(actor) && actor?.id !== userId;
export const canDeleteUser = (actor: Actor | null, userId: string): boolean =>
  isAdmin(actor) && actor?.id !== userId;

// Outgoing webhooks: they carry every alert off the site, so admins only.
export const canManageWebhooks = isAdmin;

// API tokens: everyone manages their own; admins see and revoke everyone's.
export const canManageAllApiTokens = isAdmin;

// The crop (DESIGN section 20): everyone logged in reads it and records losses; staff run it.
export const canViewCrop = isLoggedIn;
export const canManageCrop = isStaff;
export const canRecordLoss = isLoggedIn;
// A group's photos are taken by whoever is on the floor; their author or staff delete one.
export const canAddGroupPhoto = isLoggedIn;
export const canDeleteGroupPhoto = (actor: Actor | null, photo: { authorId: string | null }): boolean =>
  (photo.authorId !== null && isCreator(actor, { createdById: photo.authorId })) || isStaff(actor);
// Feeding and plant protection (DESIGN section 25): staff keep products and recipes and treat; whoever
// is on the floor feeds and scouts.
export const canViewFeeding = isLoggedIn;
export const canManageProducts = isStaff;
// Stage climate profiles (DESIGN 24): everyone reads them; staff keep them and apply them to rooms.
export const canManageClimateProfiles = isStaff;
export const canRecordFeed = isLoggedIn;
export const canRecordScouting = isLoggedIn;
export const canRecordTreatment = isStaff;
// The site's name and time zone decide every "day", so admins only.
export const canViewSite = isLoggedIn;
export const canEditSite = isAdmin;
