import { useTranslation, type TranslationKey } from '~/lib/translation';

export interface Column {
  label: TranslationKey;
  /** This column's own classes (its width, say); the table's `cellClassName` follows them. */
  className?: string;
  /** Said to screen readers only (a column of checkboxes, say). */
  unseen?: boolean;
}

/** A table's header: one column header per entry, labelled in the page's language. */
export function ColumnHeads({
  columns,
  className,
  rowClassName,
  cellClassName,
}: {
  columns: Column[];
  className?: string;
  rowClassName?: string;
  /** The classes every header cell of the table shares. */
  cellClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={[c.className, cellClassName].filter(Boolean).join(' ') || undefined}>
            {c.unseen ? <span className="sr-only">{t(c.label)}</span> : t(c.label)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
