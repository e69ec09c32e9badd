import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DbHandle } from './database';
import type { Dialect } from './migrations/column-kinds';
import * as m001 from './migrations/001-catalogue';
import * as m002 from './migrations/002-accounts';
import * as m003 from './migrations/003-catalogue';
import * as m004 from './migrations/004-cart';
import * as m005 from './migrations/005-addresses';
import * as m006 from './migrations/006-orders';
import * as m007 from './migrations/007-coupons-delivery';
import * as m008 from './migrations/008-member-account';
import * as m010 from './migrations/010-chat';
import * as m011 from './migrations/011-catalogue-indexes';
import * as m012 from './migrations/012-goods-default-sku';
import * as m013 from './migrations/013-pay-proofs';
import * as m014 from './migrations/014-family-paths-and-wallets';
import * as m015 from './migrations/015-seller-desk';
import * as m016 from './migrations/016-receipt-and-codes';
import * as m017 from './migrations/017-reviews';
import * as m020 from './migrations/020-content-translations';
import * as m019 from './migrations/019-member-money';
import * as m021 from './migrations/021-after-sale';
import * as m022 from './migrations/022-withdraw-review-and-recharge';
import * as m023 from './migrations/023-coupon-receiving';
import * as m024 from './migrations/024-seckill';
import * as m025 from './migrations/025-live-rooms';
import * as m026 from './migrations/026-content-console-and-live-review';
import * as m027 from './migrations/027-groupbuy';
import * as m028 from './migrations/028-bundling';
import * as m029 from './migrations/029-topics';
import * as m032 from './migrations/032-shop-applications';
import * as m036 from './migrations/036-action-log';
import * as m037 from './migrations/037-member-level-benefits';
import * as m038 from './migrations/038-category-commission';
import * as m039 from './migrations/039-login-devices';
import * as m040 from './migrations/040-member-email';
import * as m041 from './migrations/041-goods-editing';
import * as m045 from './migrations/045-shop-scores-and-demo-remark';
import * as m047 from './migrations/047-delivery-templates';
import * as m048 from './migrations/048-shop-finance';
import * as m049 from './migrations/049-shop-freeze-and-order-commission';
import * as m050 from './migrations/050-decorate';
import * as m052 from './migrations/052-goods-import-jobs';

type DialectMigration = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** Every migration, in order. Add new ones at the end; never edit one that has landed. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '001-catalogue': m001,
  '002-accounts': m002,
  '003-catalogue': m003,
  '004-cart': m004,
  '005-addresses': m005,
  '006-orders': m006,
  '007-coupons-delivery': m007,
  '008-member-account': m008,
  '010-chat': m010,
  '011-catalogue-indexes': m011,
  '012-goods-default-sku': m012,
  '013-pay-proofs': m013,
  '014-family-paths-and-wallets': m014,
  '015-seller-desk': m015,
  '016-receipt-and-codes': m016,
  '017-reviews': m017,
  '020-content-translations': m020,
  '019-member-money': m019,
  '021-after-sale': m021,
  '022-withdraw-review-and-recharge': m022,
  '023-coupon-receiving': m023,
  '024-seckill': m024,
  '025-live-rooms': m025,
  '026-content-console-and-live-review': m026,
  '027-groupbuy': m027,
  '028-bundling': m028,
  '029-topics': m029,
  '032-shop-applications': m032,
  '036-action-log': m036,
  '037-member-level-benefits': m037,
  '038-category-commission': m038,
  '039-login-devices': m039,
  '040-member-email': m040,
  '041-goods-editing': m041,
  '045-shop-scores-and-demo-remark': m045,
  '047-delivery-templates': m047,
  '048-shop-finance': m048,
  '049-shop-freeze-and-order-commission': m049,
  '050-decorate': m050,
  '052-goods-import-jobs': m052,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, m]) => [name, { up: (db: Kysely<unknown>) => m.up(db, this.dialect) }]),
    );
  }
}

export async function migrateToLatest(handle: DbHandle, upTo?: string): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: new StaticProvider(handle.dialect) });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
