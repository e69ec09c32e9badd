import type { Region } from '@zay/contract';
import { useEffect } from 'react';
import { useTranslation } from '~/lib/translation';
import type { AddressFormApi } from './use-address-form';
import { useIssueText } from './issue-text';

const SELECT =
  'h-10 w-full min-w-0 rounded border border-[#d4d4d4] bg-white px-2 text-[14px] text-ink outline-none focus:border-brand aria-[invalid=true]:border-brand disabled:bg-[#f5f5f5]';

type Level = 'province_id' | 'city_id' | 'district_id';
const LEVELS: Level[] = ['province_id', 'city_id', 'district_id'];
const LABEL = { province_id: 'province', city_id: 'city', district_id: 'district' } as const;

interface Props {
  form: AddressFormApi;
  childrenOf: (pid: number) => Region[] | undefined;
  load: (pid: number) => void;
}

interface SelectProps {
  form: AddressFormApi;
  level: Level;
  /** The regions to choose from; undefined while they load. */
  options: Region[] | undefined;
  below: Level[];
}

function RegionSelect({ form, level, options, below }: SelectProps) {
  const { t } = useTranslation();
  const issue = useIssueText();
  const error = issue(form.formState.errors[level]);
  const id = `address-${level}`;
  const field = form.register(level, { onChange: () => below.forEach((b) => form.setValue(b, '')) });
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-[13px] font-medium text-ink">
        {t(`checkout.${LABEL[level]}`)}
      </label>
      <select
        id={id}
        {...field}
        disabled={!options || options.length === 0}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={SELECT}
      >
        <option value="">{options ? t('checkout.choose') : t('checkout.loading')}</option>
        {options?.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {r.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-brand">
          {error}
        </p>
      )}
    </div>
  );
}

/** State or region → district → township (address/lists); picking one clears the levels below it. */
export function RegionSelects({ form, childrenOf, load }: Props) {
  const values = form.watch(LEVELS);
  const parents = [0, Number(values[0]) || 0, Number(values[1]) || 0];

  useEffect(() => {
    load(parents[1]!);
    load(parents[2]!);
  }, [load, parents[1], parents[2]]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="grid grid-cols-3 gap-3">
      {LEVELS.map((level, i) => (
        <RegionSelect
          key={level}
          form={form}
          level={level}
          options={i === 0 || parents[i] ? childrenOf(parents[i]!) : []}
          below={LEVELS.slice(i + 1)}
        />
      ))}
    </div>
  );
}
