import { SETTINGS_GROUPS, type ActionLogRow } from '@zay/contract';
import type { TranslationKey } from '~/lib/translation';
import { ConsoleTable, TD } from '~/components/console/promotion-console';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { changesOf } from './action-changes';

/**
 * A shop's logged actions (ADR 098): its goods' (ADR 090), its staff's, its orders' and its
 * refunds' (ADR 100), its delivery's (ADR 101), each family first, by name.
 */
const SHOP_ACTION_KEYS = {
  goods: 'actionLog.shop_goods',
  'goods.add': 'actionLog.shop_goods_add',
  'goods.edit': 'actionLog.shop_goods_edit',
  'goods.on_sale': 'actionLog.shop_goods_on_sale',
  'goods.off_sale': 'actionLog.shop_goods_off_sale',
  'goods.delete': 'actionLog.shop_goods_delete',
  'goods.restore': 'actionLog.shop_goods_restore',
  'goods.shop_category': 'actionLog.shop_goods_shop_category',
  staff: 'actionLog.shop_staff',
  'staff.add': 'actionLog.shop_staff_add',
  'staff.edit': 'actionLog.shop_staff_edit',
  'staff.disable': 'actionLog.shop_staff_disable',
  'staff.enable': 'actionLog.shop_staff_enable',
  'staff.password': 'actionLog.shop_staff_password',
  order: 'refundReasons.log_order',
  'order.confirm_proof': 'refundReasons.log_order_confirm_proof',
  'order.reject_proof': 'refundReasons.log_order_reject_proof',
  'order.adjust_price': 'refundReasons.log_order_adjust_price',
  'order.ship': 'refundReasons.log_order_ship',
  'order.dispatch': 'refundReasons.log_order_dispatch',
  'order.ready_pickup': 'refundReasons.log_order_ready_pickup',
  'order.add_trace': 'refundReasons.log_order_add_trace',
  refund: 'refundReasons.log_refund',
  'refund.agree': 'refundReasons.log_refund_agree',
  'refund.refuse': 'refundReasons.log_refund_refuse',
  'refund.receive': 'refundReasons.log_refund_receive',
  'refund.refuse_receive': 'refundReasons.log_refund_refuse_receive',
  'refund.offline_paid': 'refundReasons.log_refund_offline_paid',
  delivery: 'sellerDelivery.log_delivery',
  'delivery.settings': 'sellerDelivery.log_settings',
  'delivery.template.add': 'sellerDelivery.log_template_add',
  'delivery.template.edit': 'sellerDelivery.log_template_edit',
  'delivery.template.delete': 'sellerDelivery.log_template_delete',
  'delivery.store.add': 'sellerDelivery.log_store_add',
  'delivery.store.edit': 'sellerDelivery.log_store_edit',
  'delivery.store.delete': 'sellerDelivery.log_store_delete',
  finance: 'sellerFinance.log_finance',
  'finance.account_add': 'sellerFinance.log_account_add',
  'finance.account_delete': 'sellerFinance.log_account_delete',
  'finance.withdraw': 'sellerFinance.log_withdraw',
} as const satisfies Record<string, TranslationKey>;
export const SHOP_LOG_ACTIONS = Object.keys(SHOP_ACTION_KEYS);
const isShopAction = (action: string): action is keyof typeof SHOP_ACTION_KEYS => action in SHOP_ACTION_KEYS;

/**
 * An action's name as staff read it: a settings group by its form's title, a shop's action by its
 * name, any other as its key.
 */
export function useActionLabel() {
  const { t } = useTranslation();
  return (action: string) => {
    if (isShopAction(action)) return t(SHOP_ACTION_KEYS[action]);
    const group = action.startsWith('settings.') ? action.slice('settings.'.length) : '';
    if ((SETTINGS_GROUPS as readonly string[]).includes(group))
      return t('actionLog.settings', {
        group: t(`platformSettings.group_${group as (typeof SETTINGS_GROUPS)[number]}`),
      });
    return action;
  };
}

/** The changes of one row, folded: a table of field, before and after. */
function Changes({ row }: { row: ActionLogRow }) {
  const { t } = useTranslation();
  const changes = changesOf(row.before, row.after);
  if (changes.length === 0) return <span className="text-muted">{t('actionLog.noChanges')}</span>;
  const empty = t('actionLog.empty_value');
  return (
    <details>
      <summary className="cursor-pointer text-brand">{t('actionLog.showChanges', { count: changes.length })}</summary>
      <table className="mt-2 w-full text-[12px]">
        <thead className="text-muted">
          <tr>
            <th className="py-1 pr-2 text-left font-normal">{t('actionLog.field')}</th>
            <th className="py-1 pr-2 text-left font-normal">{t('actionLog.before')}</th>
            <th className="py-1 text-left font-normal">{t('actionLog.after')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.path} className="border-t border-line align-top">
              <td className="py-1 pr-2 font-mono whitespace-nowrap">{c.path}</td>
              <td className="py-1 pr-2 break-words">{c.before || empty}</td>
              <td className="py-1 break-words">{c.after || empty}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The log's rows, newest first: when, who, what, on what, from where, and what changed. */
export function ActionLogTable({ rows }: { rows: ActionLogRow[] }) {
  const { t } = useTranslation();
  const label = useActionLabel();
  return (
    <ConsoleTable
      className="w-full bg-white text-[13px]"
      testId="action-log"
      heads={[
        t('actionLog.colTime'),
        t('actionLog.colStaff'),
        t('actionLog.colAction'),
        t('actionLog.colIp'),
        t('actionLog.colChanges'),
      ]}
    >
      {rows.map((r) => (
        <tr key={r.id} className="border-t border-line align-top">
          <td className={`${TD} whitespace-nowrap tabular-nums`}>{formatDateTime(r.create_time)}</td>
          <td className={TD}>{r.staff_name || `#${r.staff_id}`}</td>
          <td className={`${TD} text-body`}>
            {label(r.action)}
            {r.target && <span className="block text-muted">{r.target}</span>}
          </td>
          <td className={`${TD} tabular-nums`}>{r.ip}</td>
          <td className={`${TD} w-[45%]`}>
            <Changes row={r} />
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
