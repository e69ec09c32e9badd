import {
  platformContentDeleteEndpoint,
  platformContentSetEndpoint,
  type ContentConsoleKind,
  type ContentRow,
} from '@zay/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROW_ACTION, RowButton } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';

const TIME_COLUMN: Column = { label: 'platformContent.colTime', className: 'w-40' };
const COLUMNS: Column[] = [
  { label: 'platformContent.colTitle' },
  { label: 'platformContent.colSort', className: 'w-24' },
  { label: 'platformContent.colShow', className: 'w-36' },
  TIME_COLUMN,
  { label: 'platformContent.colActions', className: 'w-[380px]' },
];

/** The order field: sent when it changes and loses focus (or on Enter). */
function SortInput({ row, kind }: { row: ContentRow; kind: ContentConsoleKind }) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const [value, setValue] = useState(String(row.sort));
  const send = () => {
    const sort = Number(value);
    if (!Number.isInteger(sort) || sort < 0 || sort > 99_999) return setValue(String(row.sort));
    if (sort !== row.sort) void desk.run(platformContentSetEndpoint, { kind, id: row.id, sort });
  };
  return (
    <input
      type="number"
      min={0}
      max={99999}
      value={value}
      disabled={desk.busy}
      aria-label={t('platformContent.sortLabel', { title: row.title })}
      onChange={(e) => setValue(e.target.value)}
      onBlur={send}
      onKeyDown={(e) => e.key === 'Enter' && send()}
      className="h-8 w-20 rounded border border-[#d4d4d4] px-2 text-[13px] outline-none focus:border-brand"
    />
  );
}

/**
 * Help classes, help articles or notices in the platform console (ADR 069): order, shown or
 * hidden, pinned (notices), edit and delete (after a confirmation). `editHref` opens the editor.
 */
export function ContentTable({
  kind,
  rows,
  editHref,
  titleHref,
  selected,
  testId,
}: {
  kind: ContentConsoleKind;
  rows: ContentRow[];
  editHref: (row: ContentRow) => string;
  /** Where the title leads (e.g. a class's articles); the editor when absent. */
  titleHref?: (row: ContentRow) => string;
  /** The row shown lit (the class whose articles are listed). */
  selected?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  const withTime = kind !== 'help_class';
  /** Shows or hides, pins or unpins the row. */
  const set = (row: ContentRow, change: { is_show: 0 | 1 } | { is_top: 0 | 1 }) => () =>
    void desk.run(platformContentSetEndpoint, { kind, id: row.id, ...change });
  const askDelete = (row: ContentRow) =>
    ask({
      title: t('platformContent.delete'),
      description: t('platformContent.confirmDelete', { title: row.title }),
      confirmLabel: t('platformContent.delete'),
      run: () => desk.run(platformContentDeleteEndpoint, { kind, id: row.id }),
    });
  return (
    <>
      <table className="w-full table-fixed border-collapse bg-white text-[13px]" data-testid={testId}>
        <ColumnHeads
          columns={withTime ? COLUMNS : COLUMNS.filter((c) => c !== TIME_COLUMN)}
          rowClassName="border-b border-line text-left text-muted"
          cellClassName="p-3 font-normal"
        />
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className={`border-b border-line align-top last:border-0 ${row.id === selected ? 'bg-brand-soft' : ''}`}
              aria-current={row.id === selected || undefined}
              data-testid="content-row"
            >
              <td className="p-3 leading-tight-text break-words text-ink">
                <Link to={(titleHref ?? editHref)(row)} className="hover:text-brand">
                  {row.title}
                </Link>
                {row.is_top === 1 && (
                  <span className="ml-2 inline-block rounded bg-brand-soft px-1.5 py-0.5 text-[12px] whitespace-nowrap text-brand">
                    {t('platformContent.pinned')}
                  </span>
                )}
              </td>
              <td className="p-3">
                <SortInput key={row.sort} row={row} kind={kind} />
              </td>
              <td className={`p-3 leading-tight-text ${row.is_show ? 'text-[var(--success-text)]' : 'text-muted'}`}>
                {t(row.is_show ? 'platformContent.shown' : 'platformContent.hidden')}
              </td>
              {withTime && <td className="p-3 whitespace-nowrap text-body">{formatDateTime(row.create_time)}</td>}
              <td className="p-3">
                <div className="flex flex-wrap gap-1.5">
                  <Link to={editHref(row)} className={ROW_ACTION}>
                    {t('platformContent.edit')}
                  </Link>
                  <RowButton disabled={desk.busy} onClick={set(row, { is_show: row.is_show ? 0 : 1 })}>
                    {t(row.is_show ? 'platformContent.hide' : 'platformContent.show')}
                  </RowButton>
                  {kind === 'notice' && (
                    <RowButton disabled={desk.busy} onClick={set(row, { is_top: row.is_top ? 0 : 1 })}>
                      {t(row.is_top ? 'platformContent.unpin' : 'platformContent.pin')}
                    </RowButton>
                  )}
                  <RowButton disabled={desk.busy} onClick={() => askDelete(row)}>
                    {t('platformContent.delete')}
                  </RowButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {dialog}
    </>
  );
}
