import type { Db } from '../../../db/database';

/** What a code is for; a code sent for one purpose is never accepted for another. */
export type SmsPurpose = 'register' | 'login' | 'find_password' | 'set_password' | 'bind_mobile' | 'pay_password';

export async function insertSmsCode(
  db: Db,
  row: {
    code_key: string;
    mobile: string;
    purpose: SmsPurpose;
    code_hash: string;
    expire_time: number;
    create_time: number;
  },
) {
  await db.insertInto('sms_code').values(row).execute();
}

/** Counts a try on a live, unused code with tries left; false when there is none. */
export async function countTry(
  db: Db,
  key: string,
  mobile: string,
  purpose: SmsPurpose,
  maxTries: number,
  now: number,
) {
  const res = await db
    .updateTable('sms_code')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('code_key', '=', key)
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('used', '=', 0)
    .where('tries', '<', maxTries)
    .where('expire_time', '>', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function findSmsCode(db: Db, key: string, mobile: string, purpose: SmsPurpose) {
  return db
    .selectFrom('sms_code')
    .select(['code_hash', 'expire_time', 'used'])
    .where('code_key', '=', key)
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Marks the code used; false if another request used it first. */
export async function useSmsCode(db: Db, key: string) {
  const res = await db
    .updateTable('sms_code')
    .set({ used: 1 })
    .where('code_key', '=', key)
    .where('used', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertOutbox(
  db: Db,
  row: { mobile: string; purpose: string; content: string; code: string; create_time: number },
) {
  await db.insertInto('sms_outbox').values(row).execute();
}
