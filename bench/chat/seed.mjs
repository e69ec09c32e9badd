// Shops, servicers and members with live tokens for the chat benchmark, written straight into
// the server's SQLite file (the server has migrated it). Tokens are stored as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';

const hash = (t) => createHash('sha256').update(t).digest('hex');

export function seedChatBench(dbFile, { shops, members }) {
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 10000');
  const now = Math.floor(Date.now() / 1000);
  const expire = now + 86_400;
  const out = { shops: [], servicers: [], members: [] };
  db.transaction(() => {
    const shop = db.prepare('insert into shop (site_name, shop_status, logo) values (?, 1, ?)');
    const servicer = db.prepare(
      "insert into servicer (site_id, username, nickname, password, status, create_time) values (?, ?, ?, '', 1, ?)",
    );
    const stoken = db.prepare(
      'insert into servicer_token (servicer_id, token_hash, expire_time, revoked, create_time) values (?, ?, ?, 0, ?)',
    );
    const member = db.prepare('insert into member (username, nickname, status) values (?, ?, 1)');
    const mtoken = db.prepare(
      'insert into member_token (member_id, token_hash, expire_time, revoked, create_time) values (?, ?, ?, 0, ?)',
    );
    for (let i = 0; i < shops; i++) {
      const siteId = Number(shop.run(`Bench Shop ${i}`, 'upload/s.png').lastInsertRowid);
      const id = Number(servicer.run(siteId, `bench-sv-${i}`, `Servicer ${i}`, now).lastInsertRowid);
      const token = randomBytes(32).toString('base64url');
      stoken.run(id, hash(token), expire, now);
      out.shops.push(siteId);
      out.servicers.push({ id, siteId, token });
    }
    for (let i = 0; i < members; i++) {
      const id = Number(member.run(`bench${i}`, `Bench ${i}`).lastInsertRowid);
      const token = randomBytes(32).toString('base64url');
      mtoken.run(id, hash(token), expire, now);
      out.members.push({ id, token, siteId: out.shops[i % shops] });
    }
  })();
  db.close();
  return out;
}
