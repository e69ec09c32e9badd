import type { ReactNode } from 'react';
import { Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';

/** The band at the top of a money page: the available balance, `details` under it and `actions` beside it. */
export function BalanceBand({ total, details, actions }: { total: string; details?: ReactNode; actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-wrap items-center justify-between gap-4 bg-white px-6 py-5">
      <div>
        <p className="text-[14px] text-muted">{t('money.available')}</p>
        <Price amount={total} className="text-3xl font-semibold text-brand" />
        {details}
      </div>
      {actions}
    </section>
  );
}

/** A band's secondary link (outlined), as "Withdraw" and "Recharge records" are. */
export const LINE_LINK = 'rounded border border-brand px-6 py-2 text-[14px] text-brand hover:bg-brand hover:text-white';
