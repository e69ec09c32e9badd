import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import { api } from './api';

/** Reads a captcha's text straight from the e2e server's database, as a person reads the picture. */
function captchaCode(dbPath: string, id: string): string {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select code from captcha where id = ?').get(id) as { code: string } | undefined;
    if (!row) throw new Error(`no captcha ${id}`);
    return row.code;
  } finally {
    db.close();
  }
}

/**
 * Forgets this machine's registrations of the last hour: every journey registers its members from
 * 127.0.0.1 on the one e2e server, more than the per-address hourly limit allows a real visitor.
 */
function forgetRegistrations(dbPath: string) {
  const db = new Database(dbPath);
  try {
    db.prepare("delete from rate_counter where counter_key like 'register:ip:%'").run();
  } finally {
    db.close();
  }
}

/** The password `registerMember` gives its members. */
export const MEMBER_PASSWORD = 'Zay-e2e-Passw0rd!';

/** A fresh member registered through the API (username and password); answers its session token. */
export async function registerMember(origin: string, dbPath: string): Promise<string> {
  forgetRegistrations(dbPath);
  const captcha = await api<{ id: string }>(origin, '/api/captcha/captcha');
  const username = `e2e_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { token } = await api<{ token: string }>(origin, '/api/register/username', {
    username,
    password: MEMBER_PASSWORD,
    captcha_id: captcha.id,
    captcha_code: captchaCode(dbPath, captcha.id),
  });
  return token;
}

/** The password of the demo seed's accounts (buyer, buyer2 and the servicers). */
export const DEMO_PASSWORD = 'Zay@2026';

/** A session of an existing member through the password login, the captcha read off the picture. */
export async function logIn(origin: string, dbPath: string, username: string, password = DEMO_PASSWORD) {
  const captcha = await api<{ id: string }>(origin, '/api/captcha/captcha');
  const { token } = await api<{ token: string }>(origin, '/api/login/login', {
    username,
    password,
    captcha_id: captcha.id,
    captcha_code: captchaCode(dbPath, captcha.id),
  });
  return token;
}

/** A default delivery address added through the API: the first region at each level. */
export async function addAddress(origin: string, token: string): Promise<number> {
  const regions = async (pid: number) => (await api<{ id: number }[]>(origin, '/api/address/lists', { pid }))[0]!.id;
  const province_id = await regions(0);
  const city_id = await regions(province_id);
  const district_id = await regions(city_id);
  return api<number>(origin, '/api/memberaddress/add', {
    token,
    name: 'Ko Aung',
    mobile: '09420000009',
    province_id,
    city_id,
    district_id,
    address: 'No. 7, Bogyoke Road',
    is_default: 1,
  });
}

/** Logs the browser context in the way the API's login does: the HttpOnly session cookie. */
export async function signIn(context: BrowserContext, origin: string, token: string) {
  const { hostname } = new URL(origin);
  await context.addCookies([
    { name: 'zay_token', value: token, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** The pay password `memberForFile` sets when it gives a balance. */
export const PAY_PASSWORD = '135790';

/** The id of the member whose session `token` is. */
export function memberIdOf(dbPath: string, token: string): number {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const hash = createHash('sha256').update(token).digest('hex');
    const row = db.prepare('select member_id from member_token where token_hash = ?').get(hash) as
      { member_id: number } | undefined;
    if (!row) throw new Error('no member with that token');
    return row.member_id;
  } finally {
    db.close();
  }
}

/**
 * Adds `minor` to one of the member's balances as the ledger writes it (the balance and its row):
 * `balance` pays for orders, `balance_money` may be withdrawn.
 */
export function giveBalance(dbPath: string, memberId: number, account: 'balance' | 'balance_money', minor: number) {
  const db = new Database(dbPath);
  try {
    const { before } = db.prepare(`select ${account} as before from member where member_id = ?`).get(memberId) as {
      before: number;
    };
    db.prepare(`update member set ${account} = ${account} + ? where member_id = ?`).run(minor, memberId);
    db.prepare(
      `insert into member_balance_log (member_id, account_type, amount, balance_after, type, create_time)
        values (?, ?, ?, ?, 'adjust', ?)`,
    ).run(memberId, account, minor, before + minor, Math.floor(Date.now() / 1000));
  } finally {
    db.close();
  }
}

export interface FileMember {
  token: string;
  memberId: number;
}

/**
 * One fresh member for a test file's tests, registered before them; with a default address, and
 * with balances (in minor units) and the pay password `PAY_PASSWORD` when asked. Call it for the member.
 */
export function memberForFile(
  opts: { address?: boolean; balance?: number; withdrawable?: number } = {},
): () => FileMember {
  let member: FileMember | undefined;
  beforeAll(async () => {
    const origin = inject('origin');
    const dbPath = inject('dbPath');
    const token = await registerMember(origin, dbPath);
    if (opts.address) await addAddress(origin, token);
    const memberId = memberIdOf(dbPath, token);
    if (opts.balance) giveBalance(dbPath, memberId, 'balance', opts.balance);
    if (opts.withdrawable) giveBalance(dbPath, memberId, 'balance_money', opts.withdrawable);
    if (opts.balance || opts.withdrawable)
      await api(origin, '/api/member/setpaypassword', { token, pay_password: PAY_PASSWORD });
    member = { token, memberId };
  });
  return () => member!;
}
