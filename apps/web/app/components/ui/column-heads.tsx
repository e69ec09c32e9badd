import { useTranslation, type TranslationKey } from '~/lib/translation';

export interface Column {
  label: TranslationKey;
  className: string;
  /** Said to screen readers only (a column of checkboxes, say). */
  unseen?: boolean;
}

/** A table's header: one column header per entry, labelled in the page's language. */
export function ColumnHeads({
  columns,
  className,
  rowClassName,
}: {
  columns: Column[];
  className: string;
  rowClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={c.className}>
            {c.unseen ? <span className="sr-only">{t(c.label)}</span> : t(c.label)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
