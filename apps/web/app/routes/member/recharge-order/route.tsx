import { rechargeOrderPageEndpoint } from '@zay/contract';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { Pager } from '~/components/ui/pager';
import { Price } from '~/components/ui/price';
import { StatusPanel } from '~/components/ui/status-panel';
import { serverApi } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format-time';
import { loadMemberList } from '~/lib/member-list.server';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import { MemberPanelPage } from '../member-panel-page';
import { PackageNameCell } from '../recharge-list/package-name-cell';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMemberList(request, 'member_recharge_order', (query) =>
    serverApi(request, context)(rechargeOrderPageEndpoint, query),
  );
}

export const meta: Route.MetaFunction = noindexPageMeta;

const HEAD = 'px-4 py-2 font-normal';

/** `/member/recharge_order`: the member's paid recharges, each headed by its time and number. */
export default function RechargeOrderRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, rows, page, errors } = loaderData;
  return (
    <MemberPanelPage title={title} errors={errors}>
      {rows.list.length === 0 ? (
        <StatusPanel icon={ReceiptText} title={t('recharge.noOrders')} description="" compact>
          <Link to="/member/recharge_list" className="text-brand hover:underline">
            {t('recharge.packages')}
          </Link>
        </StatusPanel>
      ) : (
        <>
          <table className="w-full text-left text-[14px]">
            <thead className="bg-page text-muted">
              <tr>
                <th className={HEAD}>{t('recharge.colName')}</th>
                <th className={HEAD}>{t('recharge.faceValue')}</th>
                <th className={HEAD}>{t('recharge.price')}</th>
                <th className={HEAD}>{t('recharge.bonusPoint')}</th>
                <th className={HEAD}>{t('recharge.bonusGrowth')}</th>
              </tr>
            </thead>
            {rows.list.map((o) => (
              <tbody key={o.order_id} data-testid="recharge-order">
                <tr className="bg-page/60 text-[13px] text-muted">
                  <td colSpan={5} className="px-4 py-2">
                    {formatDateTime(o.create_time)} · {t('recharge.orderNo', { no: o.order_no })} · {o.pay_type_name}
                  </td>
                </tr>
                <tr className="border-b border-line">
                  <PackageNameCell cover={o.cover_img} face={o.face_value} name={o.recharge_name} />
                  <td className="px-4 py-3 whitespace-nowrap">
                    <Price amount={o.face_value} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <Price amount={o.buy_price} />
                  </td>
                  <td className="px-4 py-3">{o.point}</td>
                  <td className="px-4 py-3">{o.growth}</td>
                </tr>
              </tbody>
            ))}
          </table>
          <Pager page={page} pageCount={rows.page_count} href={(p) => `/member/recharge_order?page=${p}`} />
        </>
      )}
    </MemberPanelPage>
  );
}
