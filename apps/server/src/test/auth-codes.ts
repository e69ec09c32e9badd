import { captchaEndpoint } from '@zay/contract';
import type { DbHandle } from '../db/database';
import type { TestApp } from './test-app';

/** The answer to captcha `id`, read from the database as a person reads the picture. */
export async function captchaAnswer(handle: DbHandle, id: string) {
  const row = await handle.db.selectFrom('captcha').select('code').where('id', '=', id).executeTakeFirstOrThrow();
  return row.code;
}

/** A fresh captcha with its answer, as the body fields the calls behind a captcha take. */
export async function solvedCaptcha(t: TestApp) {
  const id = (await t.call(captchaEndpoint)).body.data!.id;
  return { captcha_id: id, captcha_code: await captchaAnswer(t.db, id) };
}

/** The last SMS code sent to `mobile`: the outbox stands in for the phone. */
export async function lastSmsCode(handle: DbHandle, mobile: string) {
  const row = await handle.db
    .selectFrom('sms_outbox')
    .select('code')
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.code;
}

/** The last e-mail code sent to `email`: the console provider's outbox stands in for the mailbox. */
export async function lastEmailCode(handle: DbHandle, email: string) {
  const row = await handle.db
    .selectFrom('email_outbox')
    .select('code')
    .where('email', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.code;
}
