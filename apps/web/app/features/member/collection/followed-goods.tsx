import { collectDeleteEndpoint, type CollectItem } from '@zay/contract';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { GoodsTile } from '../goods-tile';
import { useConfirmedWrite } from '../use-confirmed-write';

/** Followed goods as tiles; the bin unfollows after asking. */
export function FollowedGoods({ items }: { items: CollectItem[] }) {
  const { t } = useTranslation();
  const { busy, ask, dialog } = useConfirmedWrite();
  if (items.length === 0)
    return <p className="py-16 text-center text-[13px] text-muted">{t('memberCentre.noFollowedGoods')}</p>;
  return (
    <>
      <ul className="grid grid-cols-5 gap-4 max-lg:grid-cols-3">
        {items.map((item) => (
          <GoodsTile
            key={item.collect_id}
            skuId={item.sku_id}
            image={item.sku_image}
            name={item.sku_name}
            price={item.sku_price}
            testId="followed-goods"
            busy={busy}
            removeLabel={t('memberCentre.unfollowGoods', { name: item.sku_name })}
            onRemove={() =>
              ask({
                title: t('memberCentre.unfollowGoodsTitle'),
                description: t('memberCentre.unfollowGoodsText', { name: item.sku_name }),
                run: () => api(collectDeleteEndpoint, { goods_id: item.goods_id }),
                done: t('memberCentre.unfollowed'),
              })
            }
          />
        ))}
      </ul>
      {dialog}
    </>
  );
}
