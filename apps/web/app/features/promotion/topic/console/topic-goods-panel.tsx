import {
  platformTopicGoodsAddEndpoint,
  platformTopicGoodsRemoveEndpoint,
  type PlatformTopicGoods,
} from '@zay/contract';
import type { FormEvent } from 'react';
import { BUTTON, formText, LabelledInput, Panel } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { GoodsThumb } from '~/components/ui/thumb';
import { MarketPrice, Price } from '~/components/ui/price';
import { imageUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';

const COLUMNS: Column[] = [
  { label: 'platformPromo.colGoods' },
  { label: 'platformPromo.colShop' },
  { label: 'platformPromo.colPrice' },
  { label: 'platformPromo.colQuota' },
  { label: 'platformPromo.colAction' },
];

/** A topic's goods from any shop: add a SKU at a topic price with a quota, or remove one. */
export function TopicGoodsPanel({ topicId, goods }: { topicId: number; goods: PlatformTopicGoods[] }) {
  const { t } = useTranslation();
  const console = useConsoleCall();

  async function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    const form = new FormData(el);
    const text = formText(form);
    const added = await console.run(platformTopicGoodsAddEndpoint, {
      topic_id: topicId,
      sku_id: Number(text('sku_id')),
      topic_price: text('topic_price'),
      stock: Number(text('stock')),
    });
    if (added) el.reset();
  }

  return (
    <Panel title={t('platformPromo.goodsTitle', { count: goods.length })} testId="topic-goods">
      <form onSubmit={(e) => void add(e)} className="mb-4 grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-3">
        <LabelledInput label={t('platformPromo.skuId')} name="sku_id" inputMode="numeric" required />
        <LabelledInput label={t('platformPromo.topicPrice')} name="topic_price" inputMode="decimal" required />
        <LabelledInput label={t('platformPromo.quota')} name="stock" inputMode="numeric" required />
        <button type="submit" disabled={console.busy} className={BUTTON}>
          {t('platformPromo.addGoods')}
        </button>
      </form>
      {goods.length === 0 ? (
        <p className="py-4 text-center text-[13px] text-muted">{t('platformPromo.noGoods')}</p>
      ) : (
        <table className="w-full text-[13px]">
          <ColumnHeads
            columns={COLUMNS}
            className="bg-page text-muted"
            cellClassName="px-3 py-2 text-left font-normal"
          />
          <tbody>
            {goods.map((g) => (
              <tr key={g.id} className="border-t border-line align-top">
                <td className="px-3 py-2">
                  <div className="flex max-w-96 items-start gap-2">
                    <GoodsThumb src={imageUrl(g.sku_image)} size={40} />
                    <span className="leading-tight-text text-body">
                      {g.sku_name || g.goods_name}
                      <span className="block text-muted">SKU {g.sku_id}</span>
                    </span>
                  </div>
                </td>
                <td className="px-3 py-2 text-body">{g.site_name}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <Price amount={g.topic_price} /> <MarketPrice amount={g.price} />
                </td>
                <td className="px-3 py-2">
                  {g.stock} / {g.sale_num}
                </td>
                <td className="px-3 py-2">
                  <button
                    type="button"
                    disabled={console.busy}
                    className="text-brand hover:underline"
                    onClick={() => {
                      if (window.confirm(t('platformPromo.confirmRemove')))
                        void console.run(platformTopicGoodsRemoveEndpoint, { id: g.id });
                    }}
                  >
                    {t('platformPromo.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
