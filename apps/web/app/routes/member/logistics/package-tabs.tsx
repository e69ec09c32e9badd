import { courierTrackUrl, type OrderPackage } from '@zay/contract';
import { useId, useState } from 'react';
import { Img } from '~/components/ui/img';
import { imageUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';

function PackageView({ pkg }: { pkg: OrderPackage }) {
  const { t } = useTranslation();
  // The family's trace lists run oldest first; the page shows the newest on top.
  const events = [...pkg.trace.list].reverse();
  const trackUrl = pkg.delivery_type === 1 ? courierTrackUrl(pkg.express_company_id, pkg.delivery_no) : '';
  return (
    <div className="space-y-4 p-5">
      <dl className="grid grid-cols-2 gap-x-8 gap-y-2 text-[14px]">
        <div className="flex gap-2">
          <dt className="text-muted">{t('logistics.courier')}:</dt>
          <dd data-testid="logistics-courier">{pkg.express_company_name}</dd>
        </div>
        {pkg.delivery_no && (
          <div className="flex gap-2">
            <dt className="text-muted">{t('logistics.waybill')}:</dt>
            <dd data-testid="logistics-waybill">{pkg.delivery_no}</dd>
          </div>
        )}
        {trackUrl && (
          <div className="col-span-2">
            <a
              href={trackUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand hover:underline"
              data-testid="logistics-track"
            >
              {t('logistics.trackOnSite', { courier: pkg.express_company_name })}
            </a>
          </div>
        )}
        {pkg.courier_phone && (
          <div className="flex gap-2">
            <dt className="text-muted">{t('logistics.courierPhone')}:</dt>
            <dd>{pkg.courier_phone}</dd>
          </div>
        )}
      </dl>
      <section>
        <h3 className="mb-2 text-[14px] font-semibold text-ink">{t('logistics.goods')}</h3>
        <ul className="flex flex-wrap gap-4">
          {pkg.goods_list.map((g) => (
            <li key={g.sku_id} className="flex items-center gap-2 text-[13px]">
              <Img kind="goods" src={imageUrl(g.sku_image)} width={48} height={48} alt="" className="size-12 rounded" />
              {t('logistics.goodsLine', { name: g.sku_name, num: g.num })}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3 className="mb-2 text-[14px] font-semibold text-ink">{t('logistics.timeline')}</h3>
        {events.length > 0 ? (
          <ol className="border-l-2 border-line pl-4" data-testid="logistics-timeline">
            {events.map((e, i) => (
              <li
                key={`${e.time}-${i}`}
                className={`relative pb-3 text-[13px] ${i === 0 ? 'text-brand' : 'text-body'}`}
              >
                <span
                  aria-hidden
                  className={`absolute top-1 -left-[21px] size-2.5 rounded-full ${i === 0 ? 'bg-brand' : 'bg-line'}`}
                />
                <time className="mr-3 text-muted">{e.datetime}</time>
                {e.remark}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-[13px] text-muted">{t('logistics.none')}</p>
        )}
      </section>
    </div>
  );
}

/** One tab per package; the first is open. */
export function PackageTabs({ packages }: { packages: OrderPackage[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(0);
  const id = useId();
  const current = packages[open] ?? packages[0]!;
  return (
    <div className="bg-white">
      <div role="tablist" aria-label={t('logistics.packages')} className="flex border-b border-line px-3">
        {packages.map((p, i) => (
          <button
            key={p.id}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === open}
            aria-controls={`${id}-panel`}
            onClick={() => setOpen(i)}
            className={`-mb-px border-b-2 px-4 py-3 text-[14px] ${i === open ? 'border-brand font-semibold text-brand' : 'border-transparent text-body hover:text-brand'}`}
          >
            {p.package_name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${open}`}>
        <PackageView pkg={current} />
      </div>
    </div>
  );
}
