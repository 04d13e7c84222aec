import type { TrashEntity } from '@canopy/shared/schemas/trash';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * What a module whose objects go to the trash tells the trash about them, so the trash reads and deletes
 * their rows only through it (as the diary works on a `DiarySpec` per parent). `compose/trash.ts` hands
 * the trash module one per kind.
 */
export interface TrashSpec {
  entity: TrashEntity;
  /** Files anyone may read while the object is live: hidden while it is in the trash, public again on restore. */
  publicFiles?(db: Kysely<Database>, id: string): Promise<string[]>;
  /** Objects of this kind that belong to another (a strain's cuttings): the purge removes them first. */
  childOf?: { entity: TrashEntity; ids(db: Kysely<Database>, parentId: string): Promise<string[]> };
  /**
   * Which of these objects other records still name (a room a run used): they stay in the trash for good,
   * never purged, and the list gives them no purge date. Without it, every object of the kind is purged.
   */
  keptForGood?(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>>;
  /** What a restore does not bring back, said after "restored from the trash" in its audit summary. */
  restoreNote?: string;
  /** Every file the object owns, read before its row goes. */
  ownedFiles(db: Kysely<Database>, id: string): Promise<string[]>;
  /** Deletes the row for good; its child rows (photos, diary, comments) go with it by foreign key. */
  remove(db: Kysely<Database>, id: string): Promise<void>;
}
