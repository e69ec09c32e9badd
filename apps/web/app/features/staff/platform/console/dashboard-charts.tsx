import { toMinor, type DashboardDay } from '@zay/contract';
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTranslation, type TranslationKey } from '~/lib/translation';

/*
 * The dashboard's charts (ADR 107), drawn by uPlot on a canvas. This module is loaded only by
 * `/platform`, on the client, after the page shows its figures and table (React.lazy): no other
 * page downloads uPlot. The x axis counts the days shown; its labels are the market days.
 */

const BRAND = '#d12f33';
const SECOND = '#1d6fa5';
const HEIGHT = 220;

type Line = { label: string; values: number[]; color: string };

function Chart({ title, days, lines }: { title: string; days: string[]; lines: Line[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [{ values: (_u, splits) => splits.map((i) => days[i]?.slice(5) ?? '') }, { size: 60 }],
        series: [
          { label: title, value: (_u, i) => (i == null ? '' : (days[i] ?? '')) },
          ...lines.map((l) => ({
            label: l.label,
            stroke: l.color,
            width: 2,
            fill: `${l.color}1a`,
            points: { size: 5 },
          })),
        ],
        // uPlot's legend sets its own fonts, without Burmese: the figure names its lines itself.
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
      },
      [days.map((_, i) => i), ...lines.map((l) => l.values)],
      el,
    );
    const resized = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: HEIGHT }));
    resized.observe(el);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [title, days, lines]);
  return (
    <figure className="min-w-0 rounded-lg bg-white p-4 shadow-sm" data-testid="dashboard-chart">
      <figcaption className="mb-2 text-[14px] font-semibold text-ink">{title}</figcaption>
      {/* The canvas is a picture of the table below the charts, which screen readers read instead. */}
      <div ref={box} aria-hidden />
      {lines.length > 1 && (
        <ul className="mt-2 flex flex-wrap justify-center gap-4 text-[12px] text-body">
          {lines.map((l) => (
            <li key={l.label} className="flex items-center gap-1.5">
              <span aria-hidden className="inline-block size-3 rounded-sm" style={{ background: l.color }} />
              {l.label}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

/** Orders, sales and sign-ups of the days shown, one chart each. */
export default function DashboardCharts({ days }: { days: DashboardDay[] }) {
  const { t } = useTranslation();
  const charts = useMemo(() => {
    const series = (pick: (d: DashboardDay) => number) => days.map(pick);
    const line = (label: TranslationKey, values: number[], color = BRAND): Line => ({ label: t(label), values, color });
    return [
      {
        title: t('platformDashboard.chartOrders'),
        lines: [
          line(
            'platformDashboard.orders',
            series((d) => d.orders),
          ),
        ],
      },
      {
        title: t('platformDashboard.chartSales'),
        lines: [
          line(
            'platformDashboard.sales',
            series((d) => toMinor(d.sales) / 100),
          ),
        ],
      },
      {
        title: t('platformDashboard.chartSignups'),
        lines: [
          line(
            'platformDashboard.members',
            series((d) => d.members),
          ),
          line(
            'platformDashboard.shops',
            series((d) => d.shops),
            SECOND,
          ),
        ],
      },
    ];
  }, [days, t]);
  const labels = useMemo(() => days.map((d) => d.day), [days]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {charts.map((c) => (
        <Chart key={c.title} title={c.title} days={labels} lines={c.lines} />
      ))}
    </div>
  );
}
