import { AFTER_SALE_REMARK_MAX, refundApplyEndpoint, type RefundData } from '@zay/contract';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormEnd } from '~/components/ui/form-end';
import { Price } from '~/components/ui/price';
import { api } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { ReasonSelect, RemarkField } from './after-sale-parts';
import { RefundGoods, SUBMIT } from './refund-goods';

/**
 * The application: type (return only once shipped), the server's amount, a reason from the list
 * for the goods' state and the chosen type, a description ≤ 140.
 */
export function RefundApplyForm({ data }: { data: RefundData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const g = data.order_goods_info;
  const [type, setType] = useState(data.refund_type[0] ?? 1);
  const [reason, setReason] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<{ field: 'reason' | 'remark' | 'form'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // The reasons fit the goods' state (the server's list) and the chosen type (ADR 100).
  const reasons = data.refund_reasons.filter((r) => r.refund_type.includes(type));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setError({ field: 'reason', text: t('afterSale.reasonRequired') });
    if ([...remark].length > AFTER_SALE_REMARK_MAX)
      return setError({ field: 'remark', text: t('afterSale.remarkTooLong') });
    setBusy(true);
    const res = await api(refundApplyEndpoint, {
      order_goods_id: g.order_goods_id,
      refund_type: type as 1 | 2,
      refund_reason: reason,
      refund_remark: remark.trim(),
    });
    setBusy(false);
    if (!res.ok) return setError({ field: 'form', text: res.message });
    void notifySuccess(t('afterSale.applied'));
    void navigate('/member/activist');
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex max-w-[620px] flex-col gap-5 text-[14px]">
      <div className="flex items-center justify-between gap-4 border-b border-line pb-4">
        <RefundGoods g={g} />
        <Price amount={g.real_goods_money} className="font-normal text-ink" />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-muted">{t('afterSale.typeLabel')}</legend>
        <div className="flex flex-wrap gap-3">
          {data.refund_type.map((v) => (
            <label
              key={v}
              className={`flex cursor-pointer items-center gap-2 rounded border px-4 py-2 ${type === v ? 'border-brand text-brand' : 'border-line text-body'}`}
            >
              <input
                type="radio"
                name="refund_type"
                value={v}
                checked={type === v}
                onChange={() => {
                  setType(v);
                  if (!data.refund_reasons.some((r) => r.key === reason && r.refund_type.includes(v))) setReason('');
                }}
                className="accent-brand"
              />
              {v === 2 ? t('afterSale.typeReturn') : t('afterSale.typeRefundOnly')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <span className="text-muted">{t('afterSale.amount')}</span>
        <Price amount={data.refund_money} className="text-lg" />
        <span className="text-xs text-muted">{t('afterSale.amountNote')}</span>
      </div>
      <ReasonSelect
        label={t('afterSale.reason')}
        reasons={reasons}
        value={reason}
        onChange={(r) => {
          setReason(r);
          setError(null);
        }}
        errorId={error?.field === 'reason' ? `${id}-err` : undefined}
      />
      <RemarkField
        label={t('afterSale.remark')}
        value={remark}
        onChange={setRemark}
        invalid={error?.field === 'remark'}
      />
      <FormEnd
        error={error?.text ?? ''}
        errorId={`${id}-err`}
        busy={busy}
        label={t('afterSale.submit')}
        buttonClass={SUBMIT}
      />
    </form>
  );
}
