import type { Db } from '../../../db/database';

/** Whether the member signed in from the device (its cookie's hash) before. */
export async function isKnownDevice(db: Db, memberId: number, deviceHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_login_device')
    .select('id')
    .where('member_id', '=', memberId)
    .where('device_hash', '=', deviceHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** Notes a successful sign-in of the member from the device. */
export async function rememberDevice(db: Db, memberId: number, deviceHash: string, now: number) {
  await db
    .insertInto('member_login_device')
    .values({ member_id: memberId, device_hash: deviceHash, last_time: now })
    .onConflict((oc) => oc.columns(['member_id', 'device_hash']).doUpdateSet({ last_time: now }))
    .execute();
}
