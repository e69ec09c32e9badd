// The chat benchmark's seed for PostgreSQL: the same rows as seed.mjs, through `pg`.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

const hash = (t) => createHash('sha256').update(t).digest('hex');

export async function createPgDatabase(serverUrl, name) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPgDatabase(serverUrl, name) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
}

export async function seedChatBenchPg(url, { shops, members }) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const now = Math.floor(Date.now() / 1000);
  const expire = now + 86_400;
  const out = { shops: [], servicers: [], members: [] };
  await c.query('BEGIN');
  for (let i = 0; i < shops; i++) {
    const { rows } = await c.query(
      "insert into shop (site_name, shop_status, logo) values ($1, 1, 'upload/s.png') returning site_id",
      [`Bench Shop ${i}`],
    );
    const siteId = Number(rows[0].site_id);
    const sv = await c.query(
      "insert into servicer (site_id, username, nickname, password, status, create_time) values ($1, $2, $3, '', 1, $4) returning servicer_id",
      [siteId, `bench-sv-${i}`, `Servicer ${i}`, now],
    );
    const id = Number(sv.rows[0].servicer_id);
    const token = randomBytes(32).toString('base64url');
    await c.query(
      'insert into servicer_token (servicer_id, token_hash, expire_time, revoked, create_time) values ($1, $2, $3, 0, $4)',
      [id, hash(token), expire, now],
    );
    out.shops.push(siteId);
    out.servicers.push({ id, siteId, token });
  }
  for (let start = 0; start < members; start += 1000) {
    const n = Math.min(1000, members - start);
    const names = Array.from({ length: n }, (_, k) => `bench${start + k}`);
    const { rows } = await c.query(
      'insert into member (username, nickname, status) select u, u, 1 from unnest($1::text[]) as u returning member_id',
      [names],
    );
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await c.query(
      'insert into member_token (member_id, token_hash, expire_time, revoked, create_time) select m, h, $3, 0, $4 from unnest($1::bigint[], $2::text[]) as t(m, h)',
      [rows.map((r) => r.member_id), tokens.map(hash), expire, now],
    );
    rows.forEach((r, k) =>
      out.members.push({ id: Number(r.member_id), token: tokens[k], siteId: out.shops[(start + k) % shops] }),
    );
  }
  await c.query('COMMIT');
  await c.end();
  return out;
}
