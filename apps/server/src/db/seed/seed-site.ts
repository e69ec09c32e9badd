import { AGREEMENT, SHOP_SERVICES, SITE_TEXT } from './content-data';
import { insertPlain, type Trx } from './insert';
import type { SeedPlan } from './plan';
import { at } from './random';

const DAY = 86_400;

const FIXED_CONFIG = {
  copyright: {
    copyright_desc: '© 2026 Zay Marketplace',
    icp: '',
    gov_record: '',
    gov_url: '',
    company_name: 'Zay Marketplace Co., Ltd.',
    copyright_link: '',
    logo: '',
  },
  category_config: { category: 1, img: 1 },
  servicer: { type: 'system', third: '' },
  hot_search_words: { words: SITE_TEXT.hotWords.join(',') },
  default_search_words: { words: SITE_TEXT.defaultWord },
  captcha_config: { login: 1, register: 1, find_password: 1 },
  register_config: {
    login: 'username,mobile',
    register: 'username,mobile',
    pwd_len: 8,
    pwd_complexity: 'number,letter,upper_case,symbol',
    agreement_title: AGREEMENT.title,
    agreement_content: AGREEMENT.paragraphs.map((p) => `<p>${p}</p>`).join(''),
  },
  shop_service: { list: SHOP_SERVICES.map((s, i) => ({ id: i + 1, ...s, icon: '' })) },
};

function configValues(plan: SeedPlan): Record<string, unknown> {
  const { content } = plan;
  return {
    site_info: {
      title: 'Zay',
      logo: content.logo,
      desc: SITE_TEXT.desc,
      keywords: SITE_TEXT.keywords,
      web_status: 1,
      close_reason: '',
      web_qrcode: '',
      web_phone: '09 777 000 111',
      web_email: 'help@zay.com.mm',
    },
    default_img: content.defaults,
    float_layer: {
      is_show: 1,
      title: SITE_TEXT.floatTitle,
      url: { url: '/coupon' },
      img_url: content.float,
      number: '1',
    },
    ...FIXED_CONFIG,
  };
}

export async function insertConfig(trx: Trx, plan: SeedPlan, now: number): Promise<void> {
  const rows = Object.entries(configValues(plan)).map(([config_key, value]) => ({
    config_key,
    value: JSON.stringify(value),
    update_time: now,
  }));
  await trx
    .insertInto('config')
    .values(rows)
    .onConflict((oc) =>
      oc.column('config_key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), update_time: now })),
    )
    .execute();
}

export interface DemoMember {
  username: string;
  nickname: string;
  mobile: string;
  passwordHash: string;
}

export async function insertMembers(trx: Trx, members: DemoMember[], now: number): Promise<number[]> {
  const rows = await trx
    .insertInto('member')
    .values(
      members.map((m, i) => ({
        username: m.username,
        nickname: m.nickname,
        mobile: m.mobile,
        email: '',
        password: m.passwordHash,
        headimg: '',
        status: 1,
        point: 120 * (i + 1),
        growth: 300 * (i + 1),
        balance: 0,
        reg_time: now - (40 - i * 10) * DAY,
        last_login_time: 0,
      })),
    )
    .returning('member_id')
    .execute();
  return rows.map((r) => r.member_id);
}

/** Records every generated picture; goods pictures belong to the first shop that sells them. */
export async function insertImageRecords(trx: Trx, plan: SeedPlan, shopIds: number[], now: number): Promise<void> {
  const ownerOf = new Map<string, number>();
  for (const g of plan.goods) for (const url of g.source.images) if (!ownerOf.has(url)) ownerOf.set(url, g.shop);
  const rows = plan.images.jobs().map((j) => {
    const shop = j.shop >= 0 ? j.shop : (ownerOf.get(j.url) ?? -1);
    return {
      path: j.url,
      width: j.width,
      height: j.height,
      kind: j.kind,
      site_id: shop >= 0 ? at(shopIds, shop) : 0,
      create_time: now,
    };
  });
  await insertPlain(rows, (b) => trx.insertInto('image').values(b).execute());
}
