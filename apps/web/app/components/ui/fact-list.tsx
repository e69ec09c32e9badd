import type { ReactNode } from 'react';

/**
 * Labelled facts as a definition list in two columns; a row without a value is left out unless
 * `keepEmpty`. `className` lays out the list, `valueClass` styles the values; `children` come after the rows.
 */
export function FactList({
  rows,
  className,
  valueClass,
  keepEmpty = false,
  children,
}: {
  rows: [string, ReactNode][];
  className: string;
  valueClass: string;
  keepEmpty?: boolean;
  children?: ReactNode;
}) {
  return (
    <dl className={className}>
      {rows
        .filter(([, v]) => keepEmpty || v)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className={valueClass}>{value}</dd>
          </div>
        ))}
      {children}
    </dl>
  );
}
