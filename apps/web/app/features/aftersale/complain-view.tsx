import {
  AFTER_SALE_REMARK_MAX,
  complainApplyEndpoint,
  complainCancelEndpoint,
  type ComplainDetail,
} from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import { FactList } from '~/components/ui/fact-list';
import { FormEnd } from '~/components/ui/form-end';
import { Price } from '~/components/ui/price';
import { api } from '~/lib/api';
import { formatDateTime } from '~/lib/format-time';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { ReasonSelect, RemarkField, RevokeButton } from './after-sale-parts';
import { BOX, BUTTON_LINE, H2, RefundGoods, FACT_VALUE, FACTS, SUBMIT } from './refund-goods';
import { RefundRecord } from './refund-record';

/** Platform rights: the form after a refusal, else the complaint's state, record and actions. */
export function ComplainView({ d }: { d: ComplainDetail }) {
  const { t } = useTranslation();
  const c = d.complain_info;
  const [editing, setEditing] = useState(false);
  const showForm = d.complain_allowed === 1 && (!c || c.complain_status === 0 || editing);
  return (
    <div className="flex flex-col gap-4">
      <section className={BOX}>
        <div className="flex items-center justify-between gap-4 border-b border-line pb-4">
          <RefundGoods g={d.order_goods_info} />
          <Link
            className="text-[13px] text-link hover:text-brand"
            to={`/member/refund_detail?order_goods_id=${d.order_goods_info.order_goods_id}`}
          >
            {t('afterSale.backToRefund')}
          </Link>
        </div>
        {c && !showForm && <ComplainState d={d} onEdit={() => setEditing(true)} />}
        {showForm && <ComplainForm d={d} onSent={() => setEditing(false)} />}
        {!c && !showForm && <p className="mt-4 text-[14px] text-muted">{t('afterSale.complainNotYet')}</p>}
      </section>
      {c && <RefundRecord logs={c.refund_log_list} />}
    </div>
  );
}

function ComplainState({ d, onEdit }: { d: ComplainDetail; onEdit: () => void }) {
  const { t } = useTranslation();
  const c = d.complain_info!;
  const rows: [string, React.ReactNode][] = [
    [t('afterSale.complainReason'), c.complain_reason_name],
    [t('afterSale.complainRemark'), c.complain_remark],
    [t('afterSale.amount'), <Price key="a" amount={c.complain_apply_money} />],
    [t('afterSale.complainNo'), c.complain_no],
    [t('afterSale.applyTime'), formatDateTime(c.complain_apply_time)],
    [t('afterSale.complainTime'), c.complain_time ? formatDateTime(c.complain_time) : ''],
    [t('afterSale.complainRefused'), c.complain_status === -1 ? c.complain_refuse_reason : ''],
  ];
  const has = (a: string) => c.complain_action.some((x) => x.action === a);
  return (
    <div className="mt-4">
      <h2 data-testid="complain-status" className="text-xl font-semibold text-brand">
        {c.complain_status_name}
      </h2>
      <FactList rows={rows} className={`mt-3 ${FACTS}`} valueClass={FACT_VALUE} />
      <div className="mt-4 flex flex-wrap gap-3">
        {has('complainApply') && (
          <button type="button" className={BUTTON_LINE} onClick={onEdit}>
            {t('afterSale.change')}
          </button>
        )}
        {has('complainCancel') && (
          <RevokeButton
            revoke={() => api(complainCancelEndpoint, { order_goods_id: d.order_goods_info.order_goods_id })}
          />
        )}
      </div>
    </div>
  );
}

function ComplainForm({ d, onSent }: { d: ComplainDetail; onSent: () => void }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [reason, setReason] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setError(t('afterSale.reasonRequired'));
    if ([...remark].length > AFTER_SALE_REMARK_MAX) return setError(t('afterSale.remarkTooLong'));
    setBusy(true);
    const res = await api(complainApplyEndpoint, {
      order_goods_id: d.order_goods_info.order_goods_id,
      complain_reason: reason,
      complain_remark: remark.trim(),
    });
    setBusy(false);
    if (!res.ok) return setError(res.message);
    void notifySuccess(t('afterSale.complainSent'));
    onSent();
    void revalidator.revalidate();
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 flex max-w-[620px] flex-col gap-4 text-[14px]">
      <h2 className={H2}>{t('afterSale.platformRights')}</h2>
      <p className="text-[13px] leading-text text-body">{t('afterSale.complainIntro')}</p>
      <div className="flex flex-col gap-1">
        <span className="text-muted">{t('afterSale.amount')}</span>
        <Price amount={d.refund_money} className="text-lg" />
      </div>
      <ReasonSelect
        label={t('afterSale.complainReason')}
        reasons={d.refund_reasons}
        value={reason}
        onChange={setReason}
      />
      <RemarkField label={t('afterSale.complainRemark')} value={remark} onChange={setRemark} />
      <FormEnd error={error} busy={busy} label={t('afterSale.submit')} buttonClass={SUBMIT} />
    </form>
  );
}
