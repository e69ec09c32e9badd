// Shared by the order benchmark and the crash check: a built server on a scratch SQLite file,
// and buyers prepared straight in that file (members with session tokens and a default address,
// SKUs with plenty of stock) — the API would rate-limit creating thousands of accounts. The page
// benchmarks (run.mjs, cpu.mjs) take their sample of goods, search words and a member with orders here too.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';

export function startServer({ root, dbFile, uploads, port, env = {}, execArgv = [] }) {
  return spawn(process.execPath, [...execArgv, path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${dbFile}`,
      UPLOAD_DIR: uploads,
      SEED_SIZE: 'demo',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

/**
 * The goods benchmarks' start: a built server with the demo seed on a scratch SQLite file, with
 * short page and catalogue caches (as a shop's edits meet the storefront), and `owner1` signed in
 * to the shop console. Answers the server, the owner's token and a level-3 category to file goods
 * under.
 */
export async function shopConsoleBench({ root, scratch, port, post, waitForServer }) {
  const origin = `http://127.0.0.1:${port}`;
  const server = startServer({
    root,
    dbFile: path.join(scratch, 'zay.db'),
    uploads: path.join(scratch, 'uploads'),
    port,
    env: { PAGE_CACHE_MS: '2000', CATALOG_CACHE_MS: '3000' },
  });
  const call = (pathname, body, token) => post(origin, pathname, body, token);
  try {
    await waitForServer(origin, server);
    const { token } = await call('/seller/api/login', { username: 'owner1', password: 'Zay@2026' });
    const options = await call('/seller/api/goods/options', {}, token);
    return { server, token, category: options.categories[0].children[0].children[0].id };
  } catch (error) {
    server.kill();
    throw error;
  }
}

/**
 * `members` buyers with tokens and a default address; `skus` SKUs of open shops that ship by
 * express, their stock set to `stock`. Answers the tokens, the SKU ids and each SKU's
 * stock + sold (the invariant the checks compare against).
 */
export function prepareBuyers(dbFile, { members, skus, stock }) {
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 10000');
  const now = Math.floor(Date.now() / 1000);
  const tokens = [];
  const chosen = db
    .prepare(
      `select s.sku_id from goods_sku s join goods g on g.goods_id = s.goods_id join shop sh on sh.site_id = g.site_id
       join shop_delivery d on d.site_id = g.site_id
       where g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0 and sh.shop_status = 1 and d.express_enabled = 1
         and g.min_buy <= 1
       order by s.sku_id limit ?`,
    )
    .all(skus)
    .map((r) => r.sku_id);
  const region = db.prepare(`select id, pid from region where level = 3 order by id limit 1`).get();
  const city = db.prepare(`select id, pid from region where id = ?`).get(region.pid);
  db.transaction(() => {
    const member = db.prepare(
      `insert into member (username, nickname, status, reg_time) values (?, ?, 1, ?) returning member_id`,
    );
    const token = db.prepare(
      `insert into member_token (member_id, token_hash, expire_time, create_time) values (?, ?, ?, ?)`,
    );
    const address = db.prepare(
      `insert into member_address (member_id, name, mobile, province_id, city_id, district_id, address, full_address, is_default, create_time, update_time)
       values (?, 'Bench Buyer', '09420000000', ?, ?, ?, 'No. 1, Bench Road', 'Yangon Bench Township', 1, ?, ?)`,
    );
    for (let i = 0; i < members; i++) {
      const { member_id } = member.get(`bench_${now}_${i}`, `bench ${i}`, now);
      const t = randomBytes(32).toString('base64url');
      token.run(member_id, createHash('sha256').update(t).digest('hex'), now + 86_400, now);
      address.run(member_id, city.pid, city.id, region.id, now, now);
      tokens.push(t);
    }
    const setStock = db.prepare(`update goods_sku set stock = ?, sale_num = 0 where sku_id = ?`);
    for (const id of chosen) setStock.run(stock, id);
  })();
  db.close();
  return { tokens, skuIds: chosen, initial: Object.fromEntries(chosen.map((id) => [id, stock])) };
}

/** Goods ids and search words spread over the whole catalogue, read from the seeded file. */
export function catalogueSample(dbFile) {
  const db = new Database(dbFile, { readonly: true });
  try {
    const skuIds = db
      .prepare(
        `select g.sku_id from goods g join shop s on s.site_id = g.site_id
         where g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0 and s.shop_status = 1
         order by (g.goods_id * 7919) % 10007 limit 3000`,
      )
      .all()
      .map((r) => r.sku_id);
    const names = db.prepare(`select goods_name from goods order by (goods_id * 104729) % 10007 limit 400`).all();
    const keywords = [...new Set(names.map((r) => r.goods_name.split(/\s+/)[0]).filter((w) => w.length > 1))];
    return { skuIds, keywords };
  } finally {
    db.close();
  }
}

/** A member with 20 orders, as the order list page shows them; answers its cookie. */
export async function memberWithOrders(dbFile, origin) {
  const { tokens, skuIds } = prepareBuyers(dbFile, { members: 1, skus: 20, stock: 1000 });
  for (const sku_id of skuIds) {
    const res = await fetch(`${origin}/api/ordercreate/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: tokens[0], sku_id, num: 1 }),
    });
    const json = await res.json();
    if (json.code !== 0) throw new Error(`ordercreate/create: ${json.message}`);
  }
  return `zay_token=${tokens[0]}`;
}

/** Per SKU: stock + sold must equal the initial stock, and sold must equal the quantity in open orders. */
export function checkStock(dbFile, initial) {
  const db = new Database(dbFile, { readonly: true });
  const problems = [];
  for (const [skuId, start] of Object.entries(initial)) {
    const s = db.prepare(`select stock, sale_num from goods_sku where sku_id = ?`).get(Number(skuId));
    const ordered = db
      .prepare(
        `select coalesce(sum(og.num), 0) as n from order_goods og join orders o on o.order_id = og.order_id
         where og.sku_id = ? and o.order_status <> -1`,
      )
      .get(Number(skuId)).n;
    if (s.stock < 0) problems.push(`sku ${skuId}: stock ${s.stock} below zero`);
    if (s.stock + s.sale_num !== start) problems.push(`sku ${skuId}: stock ${s.stock} + sold ${s.sale_num} ≠ ${start}`);
    if (ordered !== s.sale_num) problems.push(`sku ${skuId}: ${ordered} in orders but ${s.sale_num} sold`);
  }
  db.close();
  return problems;
}
