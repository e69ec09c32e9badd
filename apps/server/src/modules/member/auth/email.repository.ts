import type { Db } from '../../../db/database';

/** What an e-mail code is for; a code sent for one purpose is never accepted for another. */
export type EmailPurpose = 'bind_email';

export async function insertEmailCode(
  db: Db,
  row: {
    code_key: string;
    email: string;
    purpose: EmailPurpose;
    code_hash: string;
    expire_time: number;
    create_time: number;
  },
) {
  await db.insertInto('email_code').values(row).execute();
}

/** Counts a try on a live, unused code with tries left; false when there is none. */
export async function countEmailTry(
  db: Db,
  key: string,
  email: string,
  purpose: EmailPurpose,
  maxTries: number,
  now: number,
) {
  const res = await db
    .updateTable('email_code')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('code_key', '=', key)
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('used', '=', 0)
    .where('tries', '<', maxTries)
    .where('expire_time', '>', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function findEmailCode(db: Db, key: string, email: string, purpose: EmailPurpose) {
  return db
    .selectFrom('email_code')
    .select(['code_hash', 'expire_time', 'used'])
    .where('code_key', '=', key)
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Marks the code used; false if another request used it first. */
export async function useEmailCode(db: Db, key: string) {
  const res = await db
    .updateTable('email_code')
    .set({ used: 1 })
    .where('code_key', '=', key)
    .where('used', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertEmailOutbox(
  db: Db,
  row: { email: string; purpose: string; subject: string; content: string; code: string; create_time: number },
) {
  await db.insertInto('email_outbox').values(row).execute();
}
