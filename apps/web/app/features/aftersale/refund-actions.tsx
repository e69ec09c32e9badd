import { refundCancelEndpoint, refundDeliveryEndpoint, type RefundDetail } from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import { FormEnd } from '~/components/ui/form-end';
import { TextField } from '~/components/ui/text-field';
import { api } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { RevokeButton } from './after-sale-parts';
import { BUTTON_LINE, H2, SUBMIT } from './refund-goods';

/** The buyer's buttons on a refund: revoke (asked first), change, platform rights. */
export function RefundButtons({ d }: { d: RefundDetail }) {
  const { t } = useTranslation();
  const has = (a: string) => d.refund_action.some((x) => x.action === a);
  if (!has('orderRefundCancel') && !has('orderRefundAsk') && !d.complain_action) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {has('orderRefundAsk') && (
        <Link className={BUTTON_LINE} to={`/member/refund?order_goods_id=${d.order_goods_id}&order_id=${d.order_id}`}>
          {t('afterSale.change')}
        </Link>
      )}
      {d.complain_action === 1 && (
        <Link className={BUTTON_LINE} to={`/member/complain?order_goods_id=${d.order_goods_id}`}>
          {t('afterSale.platformRights')}
        </Link>
      )}
      {has('orderRefundCancel') && (
        <RevokeButton revoke={() => api(refundCancelEndpoint, { order_goods_id: d.order_goods_id })} />
      )}
    </div>
  );
}

/** The return parcel: courier and waybill required, a note optional. */
export function ReturnForm({ orderGoodsId }: { orderGoodsId: number }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [courier, setCourier] = useState('');
  const [waybill, setWaybill] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ courier?: string; waybill?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      courier: courier.trim() ? undefined : t('afterSale.courierRequired'),
      waybill: waybill.trim() ? undefined : t('afterSale.waybillRequired'),
    };
    setErrors(next);
    if (next.courier || next.waybill) return;
    setBusy(true);
    const res = await api(refundDeliveryEndpoint, {
      order_goods_id: orderGoodsId,
      refund_delivery_name: courier.trim(),
      refund_delivery_no: waybill.trim(),
      refund_delivery_remark: note.trim(),
    });
    setBusy(false);
    if (!res.ok) return setErrors({ form: res.message });
    void notifySuccess(t('afterSale.sent'));
    void revalidator.revalidate();
  };
  return (
    <section aria-labelledby="return-form" className="bg-white px-6 py-5">
      <h2 id="return-form" className={H2}>
        {t('afterSale.returnForm')}
      </h2>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex max-w-[420px] flex-col gap-4">
        <TextField
          label={t('afterSale.courier')}
          value={courier}
          onChange={(e) => setCourier(e.target.value)}
          error={errors.courier}
          maxLength={50}
        />
        <TextField
          label={t('afterSale.waybill')}
          value={waybill}
          onChange={(e) => setWaybill(e.target.value)}
          error={errors.waybill}
          maxLength={40}
        />
        <TextField
          label={t('afterSale.returnNote')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={140}
        />
        <FormEnd error={errors.form ?? ''} busy={busy} label={t('afterSale.submit')} buttonClass={SUBMIT} />
      </form>
    </section>
  );
}
