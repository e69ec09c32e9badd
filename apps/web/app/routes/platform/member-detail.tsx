import {
  platformMemberDetailEndpoint,
  platformMemberLedgerEndpoint,
  platformMemberOrdersEndpoint,
  platformRoleMay,
} from '@zay/contract';
import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Fact, Panel } from '~/components/console/console-ui';
import { StatusTabs } from '~/components/console/status-tabs';
import { Pager } from '~/components/ui/pager';
import { formatPrice } from '~/components/ui/price';
import { StatusPanel } from '~/components/ui/status-panel';
import { AdjustPanel, FreezePanel } from '~/features/member/console/member-actions';
import { AddressList, LedgerTable, OrderTable, SessionTable } from '~/features/member/console/member-records';
import { MemberStatus } from '~/features/member/console/member-table';
import { serverApi } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format-time';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { pageFrom } from '~/lib/page-query';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/member-detail';
import { requirePlatformStaff } from './platform.server';

const TABS = ['money', 'point', 'orders', 'addresses', 'logins'] as const;
type Tab = (typeof TABS)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requirePlatformStaff(request, context);
  const url = new URL(request.url);
  const id = Number(url.searchParams.get('id'));
  const tabText = url.searchParams.get('tab') ?? 'money';
  const tab: Tab = (TABS as readonly string[]).includes(tabText) ? (tabText as Tab) : 'money';
  const page = pageFrom(url);
  const may = {
    freeze: platformRoleMay(staff.role, 'members.freeze'),
    money: platformRoleMay(staff.role, 'members.money'),
  };
  const title = serverI18n(resolveLang(request)).t('platformMembers.menu');
  const none = { ledger: null, orders: null, recordsMessage: '', now: Math.floor(Date.now() / 1000) };
  if (!Number.isSafeInteger(id) || id < 1) return { title, member: null, message: '', tab, page, may, ...none };
  const call = serverApi(request, context);
  const ledgerTab = tab === 'money' || tab === 'point' ? tab : null;
  const [detail, ledger, orders] = await Promise.all([
    call(platformMemberDetailEndpoint, { member_id: id }),
    ledgerTab ? call(platformMemberLedgerEndpoint, { member_id: id, ledger: ledgerTab, page, page_size: 20 }) : null,
    tab === 'orders' ? call(platformMemberOrdersEndpoint, { member_id: id, page, page_size: 20 }) : null,
  ]);
  const failed = [ledger, orders].find((r) => r && !r.ok);
  return {
    title,
    member: detail.ok ? detail.data : null,
    message: detail.ok ? '' : detail.message,
    tab,
    page,
    may,
    ledger: ledger?.ok ? ledger.data : null,
    orders: orders?.ok ? orders.data : null,
    recordsMessage: failed && !failed.ok ? failed.message : '',
    now: none.now,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/member?id=`: a member's account, freezing, adjustments, ledgers, orders, addresses and logins (ADR 092). */
export default function PlatformMemberRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { member: detail, message, tab, page, may, ledger, orders, recordsMessage, now } = loaderData;
  const back = (
    <Link to="/platform/members" className="text-[13px] text-brand hover:underline">
      {t('platformMembers.backToList')}
    </Link>
  );
  if (!detail)
    return (
      <div className="mx-auto grid max-w-[1280px] gap-3">
        {back}
        <div className="bg-white py-6">
          <StatusPanel icon={UserX} compact title={t('platformMembers.notFound')} description={message} />
        </div>
      </div>
    );
  const m = detail.member;
  const href = (to: Tab, p = 1) =>
    `/platform/member?id=${m.member_id}${to !== 'money' ? `&tab=${to}` : ''}${p > 1 ? `&page=${p}` : ''}`;
  const pager = (count: number) => (
    <div className="mt-3">
      <Pager page={page} pageCount={count} href={(p) => href(tab, p)} />
    </div>
  );
  let body = null;
  if (tab === 'addresses') body = <AddressList addresses={detail.addresses} />;
  else if (tab === 'logins') body = <SessionTable sessions={detail.sessions} now={now} />;
  else if (recordsMessage)
    body = (
      <p role="alert" className="bg-white p-6 text-center text-[14px] text-brand">
        {t('platformMembers.loadFailed', { message: recordsMessage })}
      </p>
    );
  else if (orders)
    body = (
      <>
        <OrderTable page={orders} />
        {pager(orders.page_count)}
      </>
    );
  else if (ledger)
    body = (
      <>
        <LedgerTable page={ledger} money={tab === 'money'} />
        {pager(ledger.page_count)}
      </>
    );
  return (
    <div className="mx-auto grid max-w-[1280px] gap-3">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl leading-tight-text font-semibold break-words text-ink">{m.nickname || m.username}</h1>
        <MemberStatus status={m.status} />
      </div>
      <Panel title={t('platformMembers.accountTitle')} testId="member-facts">
        <dl className="grid grid-cols-3 gap-x-6 gap-y-2">
          <Fact label={t('platformMembers.idLabel')}>{m.member_id}</Fact>
          <Fact label={t('platformMembers.username')}>{m.username}</Fact>
          <Fact label={t('platformMembers.nickname')}>{m.nickname || '—'}</Fact>
          <Fact label={t('platformMembers.colMobile')}>{m.mobile || '—'}</Fact>
          <Fact label={t('platformMembers.email')}>{m.email || '—'}</Fact>
          <Fact label={t('platformMembers.colLevel')}>{m.member_level_name || '—'}</Fact>
          <Fact label={t('platformMembers.balance')}>{formatPrice(m.balance)}</Fact>
          <Fact label={t('platformMembers.balanceMoney')}>{formatPrice(m.balance_money)}</Fact>
          <Fact label={t('platformMembers.points')}>{m.point}</Fact>
          <Fact label={t('platformMembers.growth')}>{m.growth}</Fact>
          <Fact label={t('platformMembers.colJoined')}>{m.reg_time ? formatDateTime(m.reg_time) : '—'}</Fact>
          <Fact label={t('platformMembers.lastLogin')}>
            {m.last_login_time ? formatDateTime(m.last_login_time) : t('platformMembers.never')}
          </Fact>
        </dl>
      </Panel>
      <div className="grid grid-cols-2 gap-4">
        {may.freeze ? <FreezePanel key={m.status} member={m} /> : null}
        {may.money ? <AdjustPanel member={m} /> : null}
      </div>
      {!may.freeze && !may.money && <p className="text-[13px] text-muted">{t('platformMembers.noRight')}</p>}
      <section aria-label={t('platformMembers.ledgerTabs')}>
        <StatusTabs
          label={t('platformMembers.ledgerTabs')}
          tabs={TABS}
          current={tab}
          href={(to) => href(to)}
          name={(to) => t(`platformMembers.tab_${to}`)}
        />
        <div className="mt-3">{body}</div>
      </section>
    </div>
  );
}
