import {
  GOODS_IMPORT_MAX_BYTES,
  GOODS_IMPORT_MAX_ROWS,
  GOODS_IMPORT_STATE,
  GOODS_IMPORT_ZIP_MAX_BYTES,
  GOODS_IMPORT_ZIP_MAX_ENTRIES,
  sellerGoodsImportApply,
  sellerGoodsImportCheck,
  sellerGoodsImportJobEndpoint,
  type GoodsImportCheck,
  type GoodsImportIssue,
  type GoodsImportJob,
} from '@zay/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BUTTON, FORM_LABEL, PLAIN_BUTTON } from '~/components/console/console-ui';
import { api } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { postFile } from './import-files';

const POLL_MS = 1000;

/**
 * The import: choose a file, see the dry run's problems by line and column, apply a clean file,
 * follow its progress to the summary (ADR 108). A job still running when the page opens is followed.
 */
export function GoodsImportPanel({ running }: { running: GoodsImportJob | null }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [check, setCheck] = useState<GoodsImportCheck | null>(null);
  const [job, setJob] = useState<GoodsImportJob | null>(running);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const going = job?.state === GOODS_IMPORT_STATE.RUNNING;
  useEffect(() => {
    if (!job || job.state !== GOODS_IMPORT_STATE.RUNNING) return;
    const timer = setTimeout(async () => {
      const next = await api(sellerGoodsImportJobEndpoint, { job_id: job.job_id });
      setJob(next.ok ? next.data : { ...job });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job]);

  async function send<T extends GoodsImportCheck | GoodsImportJob>(path: string, done: (data: T) => void) {
    if (!file) return setFailure(t('goodsImport.chooseFirst'));
    setBusy(true);
    setFailure('');
    const answer = await postFile<T>(path, file, zip);
    setBusy(false);
    if (answer.ok) done(answer.data);
    else setFailure(answer.message || t('goodsImport.failed'));
  }

  return (
    <div className="grid gap-4">
      <section className="grid gap-3 bg-white p-4" aria-labelledby="import-file">
        <h2 id="import-file" className="text-base font-semibold text-ink">
          {t('goodsImport.stepFile')}
        </h2>
        <p className="text-[13px] text-muted">
          {t('goodsImport.fileHelp', {
            rows: GOODS_IMPORT_MAX_ROWS.toLocaleString('en-US'),
            mb: GOODS_IMPORT_MAX_BYTES / 1024 / 1024,
          })}
        </p>
        <label className={FORM_LABEL}>
          {t('goodsImport.fileLabel')}
          <input
            type="file"
            accept=".csv,text/csv"
            disabled={busy || going}
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setCheck(null);
              setFailure('');
            }}
          />
        </label>
        <label className={FORM_LABEL}>
          {t('goodsImport.zipLabel')}
          <input
            type="file"
            accept=".zip,application/zip"
            aria-describedby="import-zip-help"
            disabled={busy || going}
            onChange={(e) => {
              setZip(e.currentTarget.files?.[0] ?? null);
              setCheck(null);
              setFailure('');
            }}
          />
        </label>
        <p id="import-zip-help" className="text-[13px] text-muted">
          {t('goodsImport.zipHelp', {
            mb: GOODS_IMPORT_ZIP_MAX_BYTES / 1024 / 1024,
            files: GOODS_IMPORT_ZIP_MAX_ENTRIES.toLocaleString('en-US'),
          })}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={PLAIN_BUTTON}
            disabled={busy || going}
            onClick={() => void send<GoodsImportCheck>(sellerGoodsImportCheck.path, setCheck)}
          >
            {t('goodsImport.check')}
          </button>
          <button
            type="button"
            className={BUTTON}
            disabled={busy || going || !check || check.issue_count > 0}
            onClick={() =>
              void send<GoodsImportJob>(sellerGoodsImportApply.path, (j) => {
                setJob(j);
                setCheck(null);
              })
            }
          >
            {t('goodsImport.apply')}
          </button>
        </div>
        <p role="alert" className="text-[13px] text-brand">
          {failure}
        </p>
      </section>
      {check && <CheckResult check={check} />}
      {job && <JobProgress job={job} />}
    </div>
  );
}

function CheckResult({ check }: { check: GoodsImportCheck }) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-3 bg-white p-4" aria-labelledby="import-check" data-testid="import-check">
      <h2 id="import-check" className="text-base font-semibold text-ink">
        {t('goodsImport.checkTitle')}
      </h2>
      <p role="status" className="text-[13px] text-ink">
        {check.issue_count
          ? t('goodsImport.checkBad', { n: check.issue_count, rows: check.rows })
          : t('goodsImport.checkClean', { rows: check.rows, goods: check.goods, fresh: check.new_goods })}
      </p>
      {check.issues.length > 0 && (
        <IssueTable issues={check.issues} caption={t('goodsImport.issuesCaption')} more={check.issue_count} />
      )}
    </section>
  );
}

function IssueTable({ issues, caption, more }: { issues: GoodsImportIssue[]; caption: string; more: number }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-[13px] leading-tight-text" data-testid="import-issues">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-page text-muted">
          <tr>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('goodsImport.colLine')}</th>
            <th className="px-3 py-2 font-medium whitespace-nowrap">{t('goodsImport.colColumn')}</th>
            <th className="px-3 py-2 font-medium">{t('goodsImport.colReason')}</th>
          </tr>
        </thead>
        <tbody>
          {issues.map((i, n) => (
            <tr key={`${i.line}-${i.column}-${n}`} className="border-t border-line">
              <td className="px-3 py-2 tabular-nums">{i.line}</td>
              <td className="px-3 py-2 font-mono">{i.column}</td>
              <td className="px-3 py-2">{i.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more > issues.length && (
        <p className="mt-2 text-[13px] text-muted">{t('goodsImport.moreIssues', { n: more - issues.length })}</p>
      )}
    </div>
  );
}

function JobProgress({ job }: { job: GoodsImportJob }) {
  const { t } = useTranslation();
  const percent = job.total ? Math.round((job.done / job.total) * 100) : 100;
  const state =
    job.state === GOODS_IMPORT_STATE.RUNNING
      ? t('goodsImport.running', { done: job.done, total: job.total })
      : job.state === GOODS_IMPORT_STATE.FINISHED
        ? t('goodsImport.finished', { created: job.created, updated: job.updated, failed: job.errors.length })
        : t('goodsImport.stopped', { done: job.done, total: job.total });
  return (
    <section className="grid gap-3 bg-white p-4" aria-labelledby="import-job" data-testid="import-job">
      <h2 id="import-job" className="text-base font-semibold text-ink">
        {t('goodsImport.jobTitle')}
      </h2>
      <div
        className="h-2 overflow-hidden rounded-full bg-page"
        role="progressbar"
        aria-label={t('goodsImport.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p role="status" className="text-[13px] text-ink">
        {state}
      </p>
      {job.errors.length > 0 && (
        <IssueTable issues={job.errors} caption={t('goodsImport.refusedCaption')} more={job.errors.length} />
      )}
      {job.state !== GOODS_IMPORT_STATE.RUNNING && (
        <Link to="/seller/goods" className={`${PLAIN_BUTTON} justify-self-start`}>
          {t('goodsImport.toGoods')}
        </Link>
      )}
    </section>
  );
}
