import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { migrateToLatest, openDatabase, SqliteDatabase } from '../../apps/server/src/testing/bench-entry.ts';

/** A bug archive: `bugs` bugs of which `open` are not closed, `commentsPerBug` comments on every one. */
export interface BugsShape {
  bugs: number;
  open: number;
  commentsPerBug: number;
}

const dataDir = path.join(import.meta.dirname, '..', '.data');
const OPEN_STATUSES = ['open', 'urgent', 'very_urgent', 'in_progress'];
const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 15);

/** A SQLite file holding the shape (built once; its name carries the shape), on the product's schema. */
export async function seededBugsFile(shape: BugsShape): Promise<string> {
  const file = path.join(dataDir, `bugs-v1-b${shape.bugs}-o${shape.open}-c${shape.commentsPerBug}.db`);
  if (existsSync(file)) return file;
  mkdirSync(dataDir, { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const handle = openDatabase({ sqlitePath: partial });
  await migrateToLatest(handle.db);
  await handle.destroy();

  const db = new SqliteDatabase(partial);
  db.pragma('synchronous = OFF');
  const bug = db.prepare(
    `insert into bugs (id, short_id, description, details, status, created_by_id, created_by_login,
       created_by_name, created_at, updated_at, status_changed_at) values (?, ?, ?, ?, ?, 'u1', 'grower@x.test',
       'grower', ?, ?, ?)`,
  );
  const comment = db.prepare(
    `insert into bug_comments (id, parent_id, text, author_id, author_login, author_name, created_at)
       values (?, ?, ?, 'u2', 'fixer@x.test', 'fixer', ?)`,
  );
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
  renameSync(partial, file);
  rmSync(`${partial}-wal`, { force: true });
  rmSync(`${partial}-shm`, { force: true });
  return file;
}
