import { type SqliteConnection, SqliteDatabase } from '../../apps/server/src/testing/bench-entry.ts';
import { cachedSqliteSeed } from './seed-file.ts';

/** A bug archive: `bugs` bugs of which `open` are not closed, `commentsPerBug` comments on every one. */
export interface BugsShape {
  bugs: number;
  open: number;
  commentsPerBug: number;
}

const OPEN_STATUSES = ['open', 'urgent', 'very_urgent', 'in_progress'];
const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 15);

/** A SQLite file holding the shape (built once; its name carries the shape), on the product's schema. */
export function seededBugsFile(shape: BugsShape): Promise<string> {
  const name = `bugs-v1-b${shape.bugs}-o${shape.open}-c${shape.commentsPerBug}.db`;
  return cachedSqliteSeed(name, (partial) => fillBugs(partial, shape));
}

/** The bug and bug-comment inserts both seeds share: a grower reports, a fixer comments. */
function prepareBugInserts(db: SqliteConnection) {
  const bug = db.prepare(
    `insert into bugs (id, short_id, description, details, status, created_by_id, created_by_login,
       created_by_name, created_at, updated_at, status_changed_at) values (?, ?, ?, ?, ?, 'u1', 'grower@x.test',
       'grower', ?, ?, ?)`,
  );
  const comment = db.prepare(
    `insert into bug_comments (id, parent_id, text, author_id, author_login, author_name, created_at)
       values (?, ?, ?, 'u2', 'fixer@x.test', 'fixer', ?)`,
  );
  return { bug, comment };
}

function fillBugs(partial: string, shape: BugsShape): void {
  const db = new SqliteDatabase(partial);
  db.pragma('synchronous = OFF');
  const { bug, comment } = prepareBugInserts(db);
  db.transaction(() => {
    // A year of reports, the oldest closed long ago; the newest `open` are still being worked on.
    for (let i = 0; i < shape.bugs; i += 1) {
      const id = `bug-${String(i).padStart(6, '0')}`;
      const created = START + Math.floor((i / shape.bugs) * 365 * DAY);
      const isOpen = i >= shape.bugs - shape.open;
      const status = isOpen ? OPEN_STATUSES[i % OPEN_STATUSES.length]! : 'closed';
      const changed = new Date(created + 2 * DAY).toISOString();
      const text = `Pump ${i % 40} in room ${i % 7} stops after the night cycle; seen again on shelf ${i % 13}.`;
      bug.run(id, `B${i}`, text, text.repeat(3), status, new Date(created).toISOString(), changed, changed);
      for (let c = 0; c < shape.commentsPerBug; c += 1) {
        const at = new Date(created + (c + 1) * 3_600_000).toISOString();
        comment.run(`${id}-c${c}`, id, `Checked the relay and the float switch, attempt ${c}.`, at);
      }
    }
  })();
  db.close();
}

/** A room's open work: `open` bugs not closed and `open` tasks not done, beside a year's finished ones. */
export interface OpenItemsShape {
  open: number;
  /** Closed bugs and done tasks besides, so the lists read past an archive as they do in use. */
  finished: number;
  commentsPerItem: number;
}

const OPEN_TASK_STATUSES = ['in_progress', 'needs', 'rejected'];

/** A SQLite file holding open bugs and tasks of the shape (built once; its name carries the shape). */
export function seededOpenItemsFile(shape: OpenItemsShape): Promise<string> {
  const name = `open-items-v1-o${shape.open}-f${shape.finished}-c${shape.commentsPerItem}.db`;
  return cachedSqliteSeed(name, (partial) => fillOpenItems(partial, shape));
}

function fillOpenItems(partial: string, shape: OpenItemsShape): void {
  const db = new SqliteDatabase(partial);
  db.pragma('synchronous = OFF');
  const { bug, comment: bugComment } = prepareBugInserts(db);
  const task = db.prepare(
    `insert into tasks (id, short_id, description, status, created_by_id, created_by_login, created_by_name,
       created_at, updated_at, completed_at) values (?, ?, ?, ?, 'u1', 'grower@x.test', 'grower', ?, ?, ?)`,
  );
  const taskComment = db.prepare(
    `insert into task_comments (id, parent_id, text, author_id, author_login, author_name, created_at)
       values (?, ?, ?, 'u2', 'fixer@x.test', 'fixer', ?)`,
  );
  const total = shape.open + shape.finished;
  db.transaction(() => {
    // The oldest are finished; the newest `open` of each are still on the list, every open status mixed.
    for (let i = 0; i < total; i += 1) {
      const created = START + Math.floor((i / total) * 365 * DAY);
      const at = new Date(created).toISOString();
      const changed = new Date(created + DAY).toISOString();
      const isOpen = i >= shape.finished;
      const text = `Pump ${i % 40} in room ${i % 7} stops after the night cycle; seen again on shelf ${i % 13}.`;
      const bugId = `bug-${String(i).padStart(6, '0')}`;
      const bugStatus = isOpen ? OPEN_STATUSES[i % OPEN_STATUSES.length]! : 'closed';
      bug.run(bugId, `B${i}`, text, text.repeat(3), bugStatus, at, changed, changed);
      const taskId = `task-${String(i).padStart(6, '0')}`;
      const taskStatus = isOpen ? OPEN_TASK_STATUSES[i % OPEN_TASK_STATUSES.length]! : 'done';
      task.run(
        taskId,
        `T${i}`,
        `Check the drippers of bed ${i % 50}`,
        taskStatus,
        at,
        changed,
        isOpen ? null : changed,
      );
      for (let c = 0; c < shape.commentsPerItem; c += 1) {
        const commented = new Date(created + (c + 1) * 3_600_000).toISOString();
        bugComment.run(
          `${bugId}-c${c}`,
          bugId,
          `Checked the relay and the float switch, attempt ${c}.`,
          commented,
        );
        taskComment.run(`${taskId}-c${c}`, taskId, `Half done, the rest after lights off (${c}).`, commented);
      }
    }
  })();
  db.close();
}
