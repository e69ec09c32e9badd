// Shared by the benchmarks that prepare rows straight in the server's database (the API would
// rate-limit creating thousands of accounts): one small `?`-placeholder client for SQLite or
// PostgreSQL, and buyers with sessions and a default address.
import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';

/** `?` placeholders on either database: `all(sql, ...params)` answers rows. */
export async function openDb(databaseUrl) {
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new Database(databaseUrl.slice('sqlite:'.length));
    db.pragma('busy_timeout = 10000');
    return {
      all: async (sql, ...params) => {
        const statement = db.prepare(sql);
        return statement.reader ? statement.all(...params) : (statement.run(...params), []);
      },
      close: async () => db.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  return {
    all: async (sql, ...params) => {
      let n = 0;
      return (
        await pool.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    },
    close: () => pool.end(),
  };
}

/** `count` members named `${prefix}_${i}`, each with a session token and a default address; answers `{ memberId, token }` per member. */
export async function addBuyers(db, count, prefix) {
  const now = Math.floor(Date.now() / 1000);
  const [region] = await db.all(`select id, pid from region where level = 3 order by id limit 1`);
  const [city] = await db.all(`select id, pid from region where id = ?`, region.pid);
  const buyers = [];
  for (let i = 0; i < count; i++) {
    const [{ member_id }] = await db.all(
      `insert into member (username, nickname, status, reg_time) values (?, ?, 1, ?) returning member_id`,
      `${prefix}_${now}_${i}`,
      `${prefix} ${i}`,
      now,
    );
    const token = randomBytes(32).toString('base64url');
    await db.all(
      `insert into member_token (member_id, token_hash, expire_time, create_time) values (?, ?, ?, ?)`,
      member_id,
      createHash('sha256').update(token).digest('hex'),
      now + 86_400,
      now,
    );
    await db.all(
      `insert into member_address (member_id, name, mobile, province_id, city_id, district_id, address, full_address, is_default, create_time, update_time)
       values (?, 'Bench Buyer', '09420000000', ?, ?, ?, 'No. 1, Bench Road', 'Yangon Bench Township', 1, ?, ?)`,
      member_id,
      city.pid,
      city.id,
      region.id,
      now,
      now,
    );
    buyers.push({ memberId: member_id, token });
  }
  return buyers;
}
