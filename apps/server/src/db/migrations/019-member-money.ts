import { sql, type Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * One ledger for the member's money and scores (issue 16, ADR 055):
 * - `member.balance_money` (withdrawable; `balance` stays the non-withdrawable part), the sign-in
 *   streak (`sign_day` as YYYYMMDD in the marketplace's time zone, `sign_days_series`) and the
 *   member's level; balances, points and growth may never go below zero;
 * - `member_balance_log` carries every account: `account_type` balance | balance_money | point |
 *   growth, and `trade_no`, the payment a spend or its return belongs to;
 * - `member_level` (seeded), `member_signin` (one row per member and day), `member_bank_account`,
 *   `member_withdraw` (ADR 056).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const int = dialect === 'sqlite' ? 'integer' : 'bigint';
  for (const col of ['balance_money', 'sign_day', 'sign_days_series', 'member_level'])
    await db.schema
      .alterTable('member')
      .addColumn(col, int, (c) => c.notNull().defaultTo(0))
      .execute();
  if (dialect === 'postgres')
    await sql`alter table member add constraint member_money_nonneg
      check (balance_money >= 0 and point >= 0 and growth >= 0)`.execute(db);
  else
    await sql`create trigger member_money_nonneg before update of balance_money, point, growth on member
      when new.balance_money < 0 or new.point < 0 or new.growth < 0
      begin select raise(abort, 'account below zero'); end`.execute(db);

  await db.schema
    .alterTable('member_balance_log')
    .addColumn('account_type', 'text', (c) => c.notNull().defaultTo('balance'))
    .execute();
  await db.schema
    .alterTable('member_balance_log')
    .addColumn('trade_no', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('member_balance_log_account')
    .on('member_balance_log')
    .columns(['member_id', 'account_type', 'id'])
    .execute();
  await db.schema.createIndex('member_balance_log_trade').on('member_balance_log').column('trade_no').execute();

  await createTable(db, dialect, 'member_level', {
    level_id: 'id',
    level_name: 'text',
    level_name_en: 'text',
    level_name_mm: 'text',
    sort: 'int',
    growth: 'int',
    is_default: 'int',
  }).execute();
  await db
    .withTables<LevelTable>()
    .insertInto('member_level')
    .values(
      LEVELS.map(([zh, en, mm, growth], i) => ({
        level_name: zh,
        level_name_en: en,
        level_name_mm: mm,
        sort: i + 1,
        growth,
        is_default: i === 0 ? 1 : 0,
      })),
    )
    .execute();

  await createTable(db, dialect, 'member_signin', {
    id: 'id',
    member_id: 'int',
    sign_day: 'int',
    series: 'int',
    point: 'int',
    growth: 'int',
    create_time: 'int',
  }).execute();
  await db.schema
    .createIndex('member_signin_day')
    .unique()
    .on('member_signin')
    .columns(['member_id', 'sign_day'])
    .execute();

  await createTable(db, dialect, 'member_bank_account', {
    id: 'id',
    member_id: 'int',
    realname: 'text',
    mobile: 'text',
    withdraw_type: 'text',
    branch_bank_name: 'text',
    bank_account: 'text',
    is_default: 'int',
    create_time: 'int',
    modify_time: 'int',
  }).execute();
  await db.schema.createIndex('member_bank_account_member').on('member_bank_account').column('member_id').execute();

  await createTable(db, dialect, 'member_withdraw', {
    id: 'id',
    withdraw_no: 'text',
    member_id: 'int',
    transfer_type: 'text',
    realname: 'text',
    mobile: 'text',
    bank_name: 'text',
    account_number: 'text',
    apply_money: 'money',
    rate: 'int', // hundredths of a percent
    service_money: 'money',
    money: 'money',
    apply_time: 'int',
    audit_time: 'int',
    payment_time: 'int',
    status: 'int', // 0 pending review, 1 awaiting transfer, 2 transferred, -1 refused
    refuse_reason: 'text',
    certificate_remark: 'text',
  }).execute();
  await db.schema.createIndex('member_withdraw_member').on('member_withdraw').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('member_withdraw_no').unique().on('member_withdraw').column('withdraw_no').execute();
}

/** The seeded levels: zh-cn, en-us and md-mm names and the growth each needs. */
/** The level rows this migration seeds, typed for its insert (the migration knows no app schema). */
type LevelTable = {
  member_level: {
    level_name: string;
    level_name_en: string;
    level_name_mm: string;
    sort: number;
    growth: number;
    is_default: number;
  };
};

const LEVELS: [string, string, string, number][] = [
  ['普通会员', 'Member', 'အဖွဲ့ဝင်', 0],
  ['白银会员', 'Silver', 'ငွေအဆင့်', 1000],
  ['黄金会员', 'Gold', 'ရွှေအဆင့်', 5000],
  ['铂金会员', 'Platinum', 'ပလက်တီနမ်အဆင့်', 20000],
  ['钻石会员', 'Diamond', 'စိန်အဆင့်', 50000],
];
