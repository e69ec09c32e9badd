import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import type { SpecGroup, SpecValue } from './goods-types';

const BOX = 'flex min-h-9 items-center gap-1.5 rounded border px-3 py-1 text-[13px] leading-tight-text';

function ValueContent({ value }: { value: SpecValue }) {
  return (
    <>
      {value.image && (
        <Img kind="goods" src={value.image} width={28} height={28} alt="" className="size-7 rounded-sm object-cover" />
      )}
      {value.name}
    </>
  );
}

function Value({ value }: { value: SpecValue }) {
  const { t } = useTranslation();
  const content = <ValueContent value={value} />;
  if (value.selected) {
    return (
      <span
        aria-current="true"
        className={`${BOX} border-brand bg-brand-soft text-brand shadow-[inset_0_0_0_1px_var(--color-brand)]`}
      >
        {content}
      </span>
    );
  }
  if (!value.skuId) {
    return (
      <span
        aria-disabled="true"
        title={t('goodsDetail.specUnavailable')}
        className={`${BOX} cursor-not-allowed border-dashed border-line text-subtle`}
      >
        {content}
      </span>
    );
  }
  // Each value is the address of its SKU: the URL follows the choice and the back button undoes it.
  return (
    <Link
      to={`/sku-${value.skuId}`}
      preventScrollReset
      className={`${BOX} border-line bg-white text-body hover:border-brand hover:text-brand`}
    >
      {content}
    </Link>
  );
}

/** SPEC: choosing a spec switches the SKU; price, stock and pictures come with the new page data. */
export function SpecPicker({ specs }: { specs: SpecGroup[] }) {
  if (specs.length === 0) return null;
  return (
    <div className="mt-4 grid gap-3">
      {specs.map((spec) => (
        <div key={spec.id} role="group" aria-labelledby={`spec-${spec.id}`} className="flex items-start gap-3">
          <span id={`spec-${spec.id}`} className="w-20 shrink-0 pt-2 text-[13px] text-muted">
            {spec.name}
          </span>
          <ul className="flex flex-1 flex-wrap gap-2">
            {spec.values.map((v) => (
              <li key={v.id}>
                <Value value={v} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
