import Database from 'better-sqlite3';
import { expect } from 'vitest';

/** Changes a stored setting of the running e2e server (its cache holds settings for up to 3 s). */
export function patchConfig(dbPath: string, key: string, patch: Record<string, unknown>) {
  const db = new Database(dbPath);
  try {
    const row = db.prepare('select value from config where config_key = ?').get(key) as { value: string } | undefined;
    const value = { ...(row ? JSON.parse(row.value) : {}), ...patch };
    db.prepare('update config set value = ? where config_key = ?').run(JSON.stringify(value), key);
  } finally {
    db.close();
  }
}

/**
 * Waits until the server serves a setting changed by `patchConfig`: the API keeps settings 3 s
 * and the web app keeps the page chrome built from them 3 s more, so `check` (a request or a
 * page load that shows the setting) is polled until it holds.
 */
export const untilServed = (check: () => Promise<boolean>) =>
  expect.poll(check, { timeout: 20_000, interval: 250 }).toBe(true);

function readOne<T>(dbPath: string, sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** The text of a captcha, as a shopper would read it off the picture. */
export function captchaText(dbPath: string, id: string): string {
  const row = readOne<{ code: string }>(dbPath, 'select code from captcha where id = ?', id);
  if (!row) throw new Error(`no captcha ${id}`);
  return row.code;
}

/** The last SMS code sent to a number (the console provider keeps an outbox). */
export function lastSmsCode(dbPath: string, mobile: string): string {
  const row = readOne<{ code: string }>(
    dbPath,
    'select code from sms_outbox where mobile = ? order by id desc',
    mobile,
  );
  if (!row) throw new Error(`no SMS to ${mobile}`);
  return row.code;
}

/** Lets another code go to a number at once, as if the shopper had waited out the minute between codes. */
export function skipSmsWait(dbPath: string, mobile: string) {
  const db = new Database(dbPath);
  try {
    db.prepare('delete from rate_counter where counter_key = ?').run(`sms:min:${mobile}`);
  } finally {
    db.close();
  }
}

/** Ends every session of a member server-side, as a password change elsewhere would. */
export function revokeSessions(dbPath: string, username: string) {
  const db = new Database(dbPath);
  try {
    db.prepare(
      'update member_token set revoked = 1 where member_id = (select member_id from member where username = ?)',
    ).run(username);
  } finally {
    db.close();
  }
}
