import { browseDeleteEndpoint, type BrowseItem } from '@zay/contract';
import { Link } from 'react-router';
import { api } from '~/lib/api';
import { marketDay } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { GoodsTile } from '../goods-tile';
import { useConfirmedWrite } from '../use-confirmed-write';

/** Footprints by the marketplace day they were left on, newest day first (they arrive newest first). */
export function byDay(items: BrowseItem[]): { day: string; items: BrowseItem[] }[] {
  const days: { day: string; items: BrowseItem[] }[] = [];
  for (const item of items) {
    const day = marketDay(item.browse_time);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

/** A comma list of ids stays under the API's 1,100 characters in chunks of this many. */
const DELETE_CHUNK = 60;

async function deleteAll(ids: number[]) {
  for (let i = 0; i < ids.length; i += DELETE_CHUNK) {
    const result = await api(browseDeleteEndpoint, { id: ids.slice(i, i + DELETE_CHUNK).join(',') });
    if (!result.ok) return result;
  }
  return { ok: true as const, data: ids.length };
}

/** The timeline of footprints: a day, its goods tiles, each with a delete; and "clear all". */
export function FootprintDays({ items }: { items: BrowseItem[] }) {
  const { t } = useTranslation();
  const { busy, ask, dialog } = useConfirmedWrite();
  if (items.length === 0) {
    return (
      <p className="py-16 text-center text-[13px] text-muted">
        <Link to="/" className="hover:text-brand">
          {t('memberCentre.noFootprints')}
        </Link>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          ask({
            title: t('memberCentre.clearFootprintsTitle'),
            description: t('memberCentre.clearFootprintsText', { count: items.length }),
            run: () => deleteAll(items.map((i) => i.id)),
            done: t('memberCentre.deleted'),
          })
        }
        className="self-end rounded border border-line px-4 py-1.5 text-[13px] text-body hover:border-brand hover:text-brand disabled:opacity-60"
      >
        {t('memberCentre.clearFootprints')}
      </button>
      {byDay(items).map(({ day, items: tiles }) => (
        <section key={day} aria-label={day} className="border-l-2 border-line pl-4">
          <h2 className="relative mb-3 text-[14px] font-semibold text-ink before:absolute before:top-1.5 before:-left-[21px] before:size-2 before:rounded-full before:bg-brand">
            {day}
          </h2>
          <ul className="grid grid-cols-5 gap-4 max-lg:grid-cols-3">
            {tiles.map((item) => (
              <GoodsTile
                key={item.id}
                skuId={item.sku_id}
                image={item.sku_image}
                name={item.sku_name}
                price={item.discount_price}
                testId="footprint"
                busy={busy}
                removeLabel={t('memberCentre.deleteFootprint', { name: item.sku_name })}
                onRemove={() =>
                  ask({
                    title: t('memberCentre.deleteFootprintTitle'),
                    description: t('memberCentre.deleteFootprintText', { name: item.sku_name }),
                    run: () => api(browseDeleteEndpoint, { id: item.id }),
                    done: t('memberCentre.deleted'),
                  })
                }
              />
            ))}
          </ul>
        </section>
      ))}
      {dialog}
    </div>
  );
}
