import {
  againReviewText,
  evaluateAddEndpoint,
  evaluateAgainEndpoint,
  firstReviewText,
  type EvaluateInfo,
} from '@zay/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { GoodsReview, type LineDraft } from './goods-review';
import { StarRating } from './star-rating';

type ShopScores = { shop_desccredit: number; shop_servicecredit: number; shop_deliverycredit: number };
const SHOP_SCORES = [
  ['shop_desccredit', 'evaluate.scoreDescription'],
  ['shop_servicecredit', 'evaluate.scoreService'],
  ['shop_deliverycredit', 'evaluate.scoreDelivery'],
] as const;

/** The request body of the review (first) or the follow-up, `goods_evaluate` as JSON text. */
function bodyOf(info: EvaluateInfo, drafts: Record<number, LineDraft>, shop: ShopScores, anonymous: boolean) {
  const orderId = info.list[0]!.order_id;
  if (info.evaluate_status === 1) {
    const items = info.list.map((g) => ({
      order_goods_id: g.order_goods_id,
      goods_id: g.goods_id,
      sku_id: g.sku_id,
      again_content: drafts[g.order_goods_id]!.content.trim(),
      again_images: drafts[g.order_goods_id]!.images.join(','),
    }));
    return { again: true as const, body: { order_id: orderId, goods_evaluate: againReviewText.encode(items) } };
  }
  const items = info.list.map((g) => {
    const d = drafts[g.order_goods_id]!;
    return {
      order_goods_id: g.order_goods_id,
      goods_id: g.goods_id,
      sku_id: g.sku_id,
      sku_name: g.sku_name,
      sku_image: g.sku_image,
      sku_price: g.price,
      site_id: g.site_id,
      content: d.content.trim(),
      images: d.images.join(','),
      scores: d.score,
    };
  });
  const body = {
    order_id: orderId,
    is_anonymous: anonymous ? (1 as const) : (0 as const),
    ...shop,
    goods_evaluate: firstReviewText.encode(items),
  };
  return { again: false as const, body };
}

/** Sends the review; success goes to the order list with a toast. */
function useSubmit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  async function submit(request: ReturnType<typeof bodyOf>) {
    setSending(true);
    setFailure('');
    const result = request.again
      ? await api(evaluateAgainEndpoint, request.body)
      : await api(evaluateAddEndpoint, request.body);
    setSending(false);
    if (!result.ok) return setFailure(result.message || t('errors.network'));
    void notifySuccess(t('evaluate.success'));
    void navigate('/member/order_list');
  }
  return { sending, failure, setFailure, submit };
}

/** The review form of one order: each goods line, then (first review only) the shop's scores and anonymity. */
export function EvaluateForm({ info }: { info: EvaluateInfo }) {
  const { t } = useTranslation();
  const followUp = info.evaluate_status === 1;
  const [drafts, setDrafts] = useState<Record<number, LineDraft>>(() =>
    Object.fromEntries(
      info.list.map((g) => [g.order_goods_id, { score: 5, content: '', images: [], uploading: false }]),
    ),
  );
  const [shop, setShop] = useState<ShopScores>({ shop_desccredit: 5, shop_servicecredit: 5, shop_deliverycredit: 5 });
  const [anonymous, setAnonymous] = useState(false);
  const [tried, setTried] = useState(false);
  const { sending, failure, setFailure, submit } = useSubmit();
  const patch = (id: number, p: Partial<LineDraft>) => setDrafts((all) => ({ ...all, [id]: { ...all[id]!, ...p } }));

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setTried(true);
    const lines = Object.values(drafts);
    if (lines.some((d) => d.content.trim() === '')) return setFailure(t('evaluate.contentRequired'));
    if (lines.some((d) => d.uploading)) return setFailure(t('evaluate.waitUploads'));
    void submit(bodyOf(info, drafts, shop, anonymous));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="rounded-lg bg-white px-6 shadow-[0_1px_3px_rgba(0,0,0,0.04)]">
      <ul>
        {info.list.map((g) => (
          <GoodsReview
            key={g.order_goods_id}
            goods={g}
            draft={drafts[g.order_goods_id]!}
            followUp={followUp}
            missing={tried && drafts[g.order_goods_id]!.content.trim() === ''}
            onChange={(p) => patch(g.order_goods_id, p)}
          />
        ))}
      </ul>
      {!followUp && (
        <section className="grid gap-3 border-t border-line py-6" aria-labelledby="shop-scores">
          <h2 id="shop-scores" className="text-[14px] font-semibold text-ink">
            {t('evaluate.shopScores')} · {info.list[0]!.site_name}
          </h2>
          {SHOP_SCORES.map(([key, label]) => (
            <StarRating
              key={key}
              label={t(label)}
              value={shop[key]}
              onChange={(n) => setShop((s) => ({ ...s, [key]: n }))}
            />
          ))}
          <label className="mt-2 flex w-fit items-center gap-2 text-[13px] text-body">
            <input
              type="checkbox"
              checked={anonymous}
              onChange={(e) => setAnonymous(e.target.checked)}
              className="size-4 accent-brand"
            />
            {t('evaluate.anonymous')}
          </label>
          <p className="text-xs text-subtle">{t('evaluate.anonymousHint')}</p>
        </section>
      )}
      <div className="flex items-center gap-4 border-t border-line py-5">
        <button
          type="submit"
          disabled={sending}
          className="h-10 rounded bg-brand px-8 text-[14px] text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#b0b0b0]"
        >
          {sending ? t('evaluate.submitting') : t(followUp ? 'evaluate.submitAgain' : 'evaluate.submit')}
        </button>
        {failure && (
          <p role="alert" className="text-[13px] text-brand">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}
