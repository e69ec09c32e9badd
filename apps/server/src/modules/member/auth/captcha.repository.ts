import type { Db } from '../../../db/database';

export async function insertCaptcha(db: Db, id: string, code: string, expireTime: number) {
  await db.insertInto('captcha').values({ id, code, expire_time: expireTime }).execute();
}

/** Removes the captcha and answers its code if it was still alive: a captcha is checked once. */
export async function takeCaptcha(db: Db, id: string, now: number): Promise<string | undefined> {
  const row = await db.deleteFrom('captcha').where('id', '=', id).returning(['code', 'expire_time']).executeTakeFirst();
  return row && row.expire_time > now ? row.code : undefined;
}

export async function deleteCaptcha(db: Db, id: string) {
  await db.deleteFrom('captcha').where('id', '=', id).execute();
}

export async function purgeExpiredCaptchas(db: Db, now: number) {
  await db.deleteFrom('captcha').where('expire_time', '<=', now).execute();
}
