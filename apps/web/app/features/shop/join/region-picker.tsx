import type { Region } from '@zay/contract';
import { useEffect, useId } from 'react';
import { useRegions } from '~/components/address/use-regions';
import { useTranslation } from '~/lib/translation';

export interface RegionIds {
  province_id: number;
  city_id: number;
  district_id: number;
}

const LEVELS = ['province_id', 'city_id', 'district_id'] as const;
const LABEL = { province_id: 'checkout.province', city_id: 'checkout.city', district_id: 'checkout.district' } as const;

const SELECT =
  'h-10 w-full min-w-0 rounded border border-[#d4d4d4] bg-white px-2 text-[14px] text-ink outline-none focus:border-brand disabled:bg-[#f5f5f5]';

/**
 * A shop's state or region → district → township, from the same region data and calls as the
 * delivery addresses (address/lists); picking one clears the levels below it.
 */
export function RegionPicker({
  top,
  value,
  onChange,
}: {
  top: Region[];
  value: RegionIds;
  onChange: (next: RegionIds) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { childrenOf, load } = useRegions(top);
  useEffect(() => {
    load(value.province_id);
    load(value.city_id);
  }, [load, value.province_id, value.city_id]);
  const parents = [0, value.province_id, value.city_id];
  return (
    <div className="grid grid-cols-3 gap-3">
      {LEVELS.map((level, i) => {
        const options = i === 0 || parents[i] ? childrenOf(parents[i]!) : [];
        return (
          <div key={level} className="min-w-0">
            <label
              htmlFor={`${id}-${level}`}
              className="mb-1.5 block text-[13px] leading-tight-text font-medium text-ink"
            >
              {t(LABEL[level])}
            </label>
            <select
              id={`${id}-${level}`}
              name={level}
              required
              value={value[level] ? String(value[level]) : ''}
              disabled={!options || options.length === 0}
              onChange={(e) => {
                const picked = Number(e.target.value) || 0;
                const next = { ...value, [level]: picked };
                for (const below of LEVELS.slice(i + 1)) next[below] = 0;
                onChange(next);
              }}
              className={SELECT}
            >
              <option value="">{options ? t('checkout.choose') : t('checkout.loading')}</option>
              {options?.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
