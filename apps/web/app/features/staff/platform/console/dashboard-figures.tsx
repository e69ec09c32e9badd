import { formatKs, type DashboardQueues, type PlatformDashboard } from '@zay/contract';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/translation';

type Figures = PlatformDashboard['month'];

const FIGURES = ['orders', 'sales', 'members', 'shops'] as const;

/** Where each queue is worked. */
const QUEUE_PAGE: Record<keyof DashboardQueues, string> = {
  shop_applications: '/platform/shops?tab=pending',
  goods_review: '/platform/goods',
  member_withdrawals: '/platform/withdraw?tab=pending',
  shop_withdrawals: '/platform/withdraw?owner=shop&tab=pending',
  complaints: '/platform/complain',
};

function FigureCard({ title, figures, testId }: { title: string; figures: Figures; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm" data-testid={testId} aria-label={title}>
      <h2 className="text-[14px] font-semibold text-ink">{title}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIGURES.map((k) => (
          <div key={k}>
            <dt className="text-[12px] text-muted">{t(`platformDashboard.${k}`)}</dt>
            <dd className="text-[18px] font-semibold text-ink tabular-nums">
              {k === 'sales' ? formatKs(figures.sales) : figures[k]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Today's and the month's figures, and the queues the caller's role works, each a link to its page. */
export function DashboardFigures({ dashboard }: { dashboard: PlatformDashboard }) {
  const { t } = useTranslation();
  const queues = (Object.keys(QUEUE_PAGE) as (keyof DashboardQueues)[]).filter((k) => dashboard.queues[k] !== null);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <FigureCard title={t('platformDashboard.today')} figures={dashboard.days.at(-1)!} testId="dashboard-today" />
        <FigureCard title={t('platformDashboard.month')} figures={dashboard.month} testId="dashboard-month" />
      </div>
      <p className="text-[12px] leading-normal text-muted">{t('platformDashboard.salesNote')}</p>
      {queues.length > 0 && (
        <section className="rounded-lg bg-white p-4 shadow-sm" aria-labelledby="dashboard-queues">
          <h2 id="dashboard-queues" className="text-[14px] font-semibold text-ink">
            {t('platformDashboard.queues')}
          </h2>
          {queues.every((k) => dashboard.queues[k] === 0) && (
            <p className="mt-2 text-[13px] text-muted">{t('platformDashboard.queuesEmpty')}</p>
          )}
          <ul className="mt-3 flex flex-wrap gap-3" data-testid="dashboard-queues">
            {queues.map((k) => (
              <li key={k}>
                <Link
                  to={QUEUE_PAGE[k]}
                  className="flex items-baseline gap-2 rounded-md border border-line px-3 py-2 text-[13px] text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {t(`platformDashboard.queue_${k}`)}
                  <span className={`font-semibold tabular-nums ${dashboard.queues[k] ? 'text-brand' : 'text-muted'}`}>
                    {dashboard.queues[k]}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The days' figures as a table: what the charts draw, for screen readers and before the charts load. */
export function DashboardTable({ days }: { days: PlatformDashboard['days'] }) {
  const { t } = useTranslation();
  return (
    <details className="rounded-lg bg-white p-4 shadow-sm">
      <summary className="cursor-pointer text-[14px] font-semibold text-ink">{t('platformDashboard.table')}</summary>
      <table className="mt-3 w-full border-collapse text-[13px]" data-testid="dashboard-table">
        <caption className="sr-only">{t('platformDashboard.table')}</caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="p-2 font-normal">
              {t('platformDashboard.colDay')}
            </th>
            {FIGURES.map((k) => (
              <th key={k} scope="col" className="p-2 text-right font-normal">
                {t(`platformDashboard.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((d) => (
            <tr key={d.day} className="border-b border-line last:border-0">
              <th scope="row" className="p-2 text-left font-normal text-body tabular-nums">
                {d.day}
              </th>
              {FIGURES.map((k) => (
                <td key={k} className="p-2 text-right text-body tabular-nums">
                  {k === 'sales' ? formatKs(d.sales) : d[k]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
