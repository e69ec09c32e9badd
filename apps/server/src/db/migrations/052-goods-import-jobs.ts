import { sql, type Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Issue 30, ADR 108 — a shop's goods import runs as a background job the console polls:
 * `goods_import_job` holds its shop, state (0 running, 1 finished, 2 failed), how many goods it
 * holds and has done, the goods that failed as JSON (`errors`), and its times (`beat_time`: the runner's last progress; a running job
 * whose runner has been silent for minutes was stopped with its process and is marked failed). At most one running
 * job per shop: a unique index on the shop over running rows, which the start's insert leans on.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createTable(db, dialect, 'goods_import_job', {
    job_id: 'id',
    site_id: 'int',
    staff_id: 'int',
    state: 'int',
    total: 'int',
    done: 'int',
    created: 'int',
    updated: 'int',
    errors: 'text',
    create_time: 'int',
    finish_time: 'int',
    beat_time: 'int',
  }).execute();
  await sql`create unique index goods_import_job_running on goods_import_job (site_id) where state = 0`.execute(db);
  await db.schema.createIndex('goods_import_job_site').on('goods_import_job').columns(['site_id', 'job_id']).execute();
}
