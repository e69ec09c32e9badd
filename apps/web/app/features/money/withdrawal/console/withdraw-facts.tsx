import type { PlatformWithdrawDetail } from '@zay/contract';
import { Fact, Panel } from '~/components/console/console-ui';
import { formatPrice } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { StatusBadge } from './status-badge';

/** What the member asked for, where the money goes, and what happened to it so far. */
export function WithdrawFacts({ w }: { w: PlatformWithdrawDetail }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel title={t('platform.applyTitle')} testId="withdraw-apply">
        <dl className="space-y-2">
          <Fact label={t('platform.status')}>
            <StatusBadge status={w.status} name={w.status_name} />
          </Fact>
          {w.site_id > 0 ? (
            <Fact label={t('sellerFinance.shop')}>{w.site_name}</Fact>
          ) : (
            <Fact label={t('platform.colMember')}>
              {w.nickname && w.nickname !== w.username ? `${w.nickname} (${w.username})` : w.username}
            </Fact>
          )}
          <Fact label={t('platform.applyMoney')}>{formatPrice(w.apply_money)}</Fact>
          <Fact label={t('platform.fee', { rate: w.rate })}>{formatPrice(w.service_money)}</Fact>
          <Fact label={t('platform.receives')}>
            <strong className="text-ink">{formatPrice(w.money)}</strong>
          </Fact>
          <Fact label={t('platform.applyTime')}>{formatDateTime(w.apply_time)}</Fact>
        </dl>
      </Panel>
      <Panel title={t('platform.accountTitle')} testId="withdraw-account">
        <dl className="space-y-2">
          <Fact label={t('platform.accountType')}>{w.transfer_type_name}</Fact>
          {w.bank_name && <Fact label={t('platform.bankName')}>{w.bank_name}</Fact>}
          <Fact label={t('platform.accountName')}>{w.realname}</Fact>
          <Fact label={t('platform.accountNumber')}>
            <span className="break-all">{w.account_number}</span>
          </Fact>
          <Fact label={t('platform.mobile')}>{w.mobile}</Fact>
        </dl>
      </Panel>
      {(w.audit_time > 0 || w.status === 2 || w.status === -1) && (
        <Panel title={t('platform.historyTitle')} testId="withdraw-history">
          <dl className="space-y-2">
            {w.audit_time > 0 && <Fact label={t('platform.auditTime')}>{formatDateTime(w.audit_time)}</Fact>}
            {w.status === -1 && <Fact label={t('platform.refuseReason')}>{w.refuse_reason}</Fact>}
            {w.status === 2 && (
              <>
                <Fact label={t('platform.transferMethod')}>{w.transfer_method}</Fact>
                <Fact label={t('platform.transferReference')}>
                  <span className="break-all">{w.transfer_reference}</span>
                </Fact>
                <Fact label={t('platform.transferTime')}>{formatDateTime(w.payment_time)}</Fact>
                {w.certificate_remark && <Fact label={t('platform.remark')}>{w.certificate_remark}</Fact>}
              </>
            )}
            {w.reviewer && <Fact label={t('platform.reviewer')}>{w.reviewer}</Fact>}
          </dl>
        </Panel>
      )}
    </div>
  );
}
