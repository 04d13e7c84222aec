import type { Kysely } from 'kysely';

// Frozen in time. Cuttings of a strain with their main-image set, photo gallery, diary and log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cuttings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('short_id', 'text', (c) => c.notNull().unique())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    // Restrict: the strains service removes a strain's cuttings (and their files) before the strain.
    .addColumn('strain_id', 'text', (c) => c.notNull().references('strains.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    // Ordered [{publicId, isMain}] as JSON text, exactly like strains.images.
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The list sorts (code and short_id are covered by their unique indexes) and the strain's cuttings.
  await db.schema.createIndex('cuttings_name_idx').on('cuttings').columns(['name', 'id']).execute();
  await db.schema
    .createIndex('cuttings_created_at_idx')
    .on('cuttings')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('cuttings_strain_id_idx')
    .on('cuttings')
    .columns(['strain_id', 'code'])
    .execute();

  await db.schema
    .createTable('cutting_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cutting_id', 'text', (c) => c.notNull().references('cuttings.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('public_id', 'text', (c) => c.notNull().references('files.public_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cutting_photos_cutting_id_idx')
    .on('cutting_photos')
    .columns(['cutting_id', 'position'])
    .execute();

  await db.schema
    .createTable('cutting_diary_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cutting_id', 'text', (c) => c.notNull().references('cuttings.id').onDelete('cascade'))
    .addColumn('note', 'text', (c) => c.notNull())
    // Ordered publicIds as JSON text, like strain diary photos.
    .addColumn('image_public_ids', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cutting_diary_entries_cutting_id_idx')
    .on('cutting_diary_entries')
    .columns(['cutting_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('cutting_log_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cutting_id', 'text', (c) => c.notNull().references('cuttings.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('photo_public_id', 'text', (c) => c.references('files.public_id').onDelete('set null'))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cutting_log_entries_cutting_id_idx')
    .on('cutting_log_entries')
    .columns(['cutting_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cutting_log_entries').execute();
  await db.schema.dropTable('cutting_diary_entries').execute();
  await db.schema.dropTable('cutting_photos').execute();
  await db.schema.dropTable('cuttings').execute();
}
