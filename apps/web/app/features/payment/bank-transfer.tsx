import type { PayPayResult } from '@zay/contract';
import { Landmark } from 'lucide-react';
import { FactList } from '~/components/ui/fact-list';
import { Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';
import { ProofUpload } from './proof-upload';

type Offline = Extract<PayPayResult, { type: 'offline' }>;

/** The shop's bank account, as far as it is filled in, and the amount to send to it. */
function AccountFacts({ account }: { account: Offline }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('pay.bankName'), account.bank_name],
    [t('pay.accountBank'), account.account_bank],
    [t('pay.accountNumber'), account.account_number],
    [t('pay.accountName'), account.account_name],
  ];
  return (
    <FactList
      rows={rows}
      className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-[13px]"
      valueClass="font-semibold break-all text-ink"
    >
      <dt className="text-muted">{t('pay.transferAmount')}</dt>
      <dd>
        <Price amount={account.pay_money} className="text-[16px]" />
      </dd>
    </FactList>
  );
}

/** The account to transfer to, then the proof of the transfer. */
export function BankTransfer({
  account,
  outTradeNo,
  onSent,
}: {
  account: Offline;
  outTradeNo: string;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <div className="rounded border border-line bg-[#fafafa] p-4">
        <p className="mb-3 flex items-center gap-2 text-[14px] font-semibold text-ink">
          <Landmark size={17} className="text-brand" aria-hidden />
          {t('pay.transferTo')}
        </p>
        <AccountFacts account={account} />
      </div>
      <ProofUpload outTradeNo={outTradeNo} onSent={onSent} />
    </div>
  );
}
