import { deskAddTraceEndpoint, type OrderPackage } from '@zay/contract';
import { INPUT_CLASS } from '~/components/ui/text-field';
import { formatDateTime, marketMoment } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { BUTTON, Fact, Panel, submitFields } from '~/components/console/console-ui';
import { useConsoleCall as useDeskCall } from '~/components/console/use-console-call';

function TraceForm({ packageId }: { packageId: number }) {
  const { t } = useTranslation();
  const desk = useDeskCall();
  const submit = submitFields(async (field, form) => {
    const traceTime = marketMoment(field('trace_time'));
    if (await desk.run(deskAddTraceEndpoint, { package_id: packageId, remark: field('remark'), trace_time: traceTime }))
      form.reset();
  });
  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2">
      <label className="flex w-48 flex-col gap-1 text-[13px] text-muted">
        {t('seller.traceTime')}
        <input name="trace_time" type="datetime-local" className={`${INPUT_CLASS} h-9 border-[#d4d4d4]`} />
      </label>
      <label className="flex min-w-48 flex-1 flex-col gap-1 text-[13px] text-muted">
        {t('seller.traceTitle')}
        <input
          name="remark"
          required
          maxLength={200}
          placeholder={t('seller.traceRemark')}
          className={`${INPUT_CLASS} h-9 border-[#d4d4d4]`}
        />
      </label>
      <button type="submit" className={BUTTON} disabled={desk.busy}>
        {t('seller.traceSubmit')}
      </button>
    </form>
  );
}

function PackageCard({ pkg, canTrace }: { pkg: OrderPackage; canTrace: boolean }) {
  const { t } = useTranslation();
  const events = [...pkg.trace.list].reverse();
  return (
    <article className="border border-line p-4" data-testid="desk-package">
      <h3 className="mb-2 text-[14px] font-semibold text-ink">{pkg.package_name}</h3>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1.5">
        <Fact label={t('logistics.courier')}>{pkg.express_company_name}</Fact>
        {pkg.delivery_no && <Fact label={t('logistics.waybill')}>{pkg.delivery_no}</Fact>}
        {pkg.courier_phone && <Fact label={t('logistics.courierPhone')}>{pkg.courier_phone}</Fact>}
        <Fact label={t('logistics.shipped')}>{formatDateTime(pkg.delivery_time)}</Fact>
      </dl>
      <p className="mt-2 text-[13px] text-body">
        {pkg.goods_list.map((g) => t('logistics.goodsLine', { name: g.sku_name, num: g.num })).join(', ')}
      </p>
      {events.length > 0 ? (
        <ol className="mt-3 space-y-1 border-l-2 border-line pl-3 text-[13px]">
          {events.map((e, i) => (
            <li key={`${e.time}-${i}`}>
              <span className="text-muted">{e.datetime}</span> {e.remark}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-[13px] text-muted">{t('seller.noTrace')}</p>
      )}
      {canTrace && <TraceForm packageId={pkg.id} />}
    </article>
  );
}

/** The order's packages with their tracking; events can be added while the order is on its way. */
export function PackagesPanel({ packages, canTrace }: { packages: OrderPackage[]; canTrace: boolean }) {
  const { t } = useTranslation();
  if (packages.length === 0) return null;
  return (
    <Panel title={t('seller.packagesTitle')} testId="packages-panel">
      <div className="grid gap-4 md:grid-cols-2">
        {packages.map((p) => (
          <PackageCard key={p.id} pkg={p} canTrace={canTrace} />
        ))}
      </div>
    </Panel>
  );
}
