import type { Trx } from './insert';

/**
 * Staff and customer-service demo data: one servicer account per shop (`service1`, `service2`, …
 * in shop order, plus `service1b` as a second servicer of the first shop and `service0` for the
 * platform), an owner and an order clerk per shop for the console (`owner1`, `clerk1`, …, and
 * `owner0` (the administrator), `clerk0`, `operations0` and `finance0` for the platform, ADR
 * 049/087), all with the demo password, and a short past conversation of each demo buyer.
 */
export interface ChatSeedInput {
  shopIds: number[];
  memberIds: number[];
  /** One scrypt hash of the demo password, shared by the demo accounts (hashing 50 would slow the seed). */
  passwordHash: string;
  now: number;
}

const MINUTE = 60;

export async function seedChat(trx: Trx, input: ChatSeedInput): Promise<void> {
  const shops = await trx
    .selectFrom('shop')
    .select(['site_id', 'site_name', 'logo'])
    .where('site_id', 'in', input.shopIds.length ? input.shopIds : [0])
    .orderBy('site_id')
    .execute();
  const accounts = [
    { site_id: 0, username: 'service0', nickname: 'Zay ဝန်ဆောင်မှု', avatar: '', role: 'service' },
    ...shops.map((s, i) => ({
      site_id: s.site_id,
      username: `service${i + 1}`,
      nickname: `${s.site_name} ဝန်ဆောင်မှု`,
      avatar: s.logo,
      role: 'service',
    })),
    ...staffAccounts({ site_id: 0, site_name: 'Zay', logo: '' }, 0),
    ...platformAccounts(),
    ...shops.flatMap((s, i) => staffAccounts(s, i + 1)),
  ];
  if (shops[0])
    accounts.push({
      site_id: shops[0].site_id,
      username: 'service1b',
      nickname: `${shops[0].site_name} (2)`,
      avatar: shops[0].logo,
      role: 'service',
    });
  const rows = accounts.map((a) => ({ ...a, password: input.passwordHash, status: 1, create_time: input.now }));
  const ids = await trx.insertInto('servicer').values(rows).returning(['servicer_id', 'username']).execute();
  const servicerOf = (username: string) => ids.find((r) => r.username === username)?.servicer_id ?? 0;

  const [buyer, buyer2] = input.memberIds;
  if (buyer && shops[0]) await conversation(trx, buyer, shops[0].site_id, servicerOf('service1'), input.now, FIRST);
  if (buyer2 && shops[1]) await conversation(trx, buyer2, shops[1].site_id, servicerOf('service2'), input.now, SECOND);
}

/** The console's owner and order clerk of a shop (site 0: the platform). */
function staffAccounts(shop: { site_id: number; site_name: string; logo: string }, n: number) {
  return [
    { username: `owner${n}`, nickname: `${shop.site_name} ပိုင်ရှင်`, role: 'owner' },
    { username: `clerk${n}`, nickname: `${shop.site_name} အော်ဒါစာရေး`, role: 'clerk' },
  ].map((a) => ({ ...a, site_id: shop.site_id, avatar: shop.logo }));
}

/** The platform's own roles (ADR 087); `owner0` is its administrator, `service0` its customer service. */
function platformAccounts() {
  return [
    { username: 'operations0', nickname: 'Zay လုပ်ငန်းလည်ပတ်မှု', role: 'operations' },
    { username: 'finance0', nickname: 'Zay ငွေစာရင်း', role: 'finance' },
  ].map((a) => ({ ...a, site_id: 0, avatar: '' }));
}

type Line = { from: 0 | 1; text: string; minutesAgo: number };

const FIRST: Line[] = [
  { from: 0, text: 'မင်္ဂလာပါ၊ ဒီပစ္စည်း အရောင် တခြား ရှိသေးလား။', minutesAgo: 26 * 60 },
  { from: 1, text: 'မင်္ဂလာပါရှင့်။ အနက်နဲ့ အဖြူ ရှိပါတယ် [emjoy_15]', minutesAgo: 26 * 60 - 3 },
  { from: 0, text: 'ရန်ကုန်ကို ဘယ်နှစ်ရက်နဲ့ ရောက်မလဲ။', minutesAgo: 90 },
  // The site's promise (issue 35 §7, SHIP_WITHIN_HOURS): shipped within 2 hours of payment.
  { from: 1, text: 'ငွေချေပြီး ၂ နာရီအတွင်း ပို့ပေးပါတယ်။ ကျေးဇူးတင်ပါတယ်။', minutesAgo: 85 },
];

const SECOND: Line[] = [
  { from: 0, text: 'Hello, is this available in size M?', minutesAgo: 300 },
  { from: 1, text: 'Yes, size M is in stock. [emjoy_01]', minutesAgo: 295 },
];

async function conversation(
  trx: Trx,
  memberId: number,
  siteId: number,
  servicerId: number,
  now: number,
  lines: Line[],
) {
  const first = now - lines[0]!.minutesAgo * MINUTE;
  const { id } = await trx
    .insertInto('chat_conversation')
    .values({ member_id: memberId, site_id: siteId, servicer_id: servicerId, create_time: first })
    .returning('id')
    .executeTakeFirstOrThrow();
  let last = 0;
  for (const [i, line] of lines.entries()) {
    const row = await trx
      .insertInto('chat_message')
      .values({
        conversation_id: id,
        member_id: memberId,
        site_id: siteId,
        servicer_id: servicerId,
        type: line.from,
        content_type: 0,
        content: line.text,
        // The buyer has not read the shop's last reply yet.
        is_read: i === lines.length - 1 ? 0 : 1,
        delivered: 1,
        create_time: now - line.minutesAgo * MINUTE,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    last = row.id;
  }
  await trx
    .updateTable('chat_conversation')
    .set({ last_message_id: last, last_time: now - lines.at(-1)!.minutesAgo * MINUTE })
    .where('id', '=', id)
    .execute();
}
