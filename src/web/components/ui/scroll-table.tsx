import * as React from 'react';
import { cn } from '../../lib/cn';

/** A column heading: its text, or the text with how it is shown. */
export type TableColumn =
  | string
  | {
      label: string;
      /** Right-aligned, over figures. */
      numeric?: boolean;
      /** Read by screen readers only (a column of buttons or links needs a name, not a heading). */
      srOnly?: boolean;
      /**
       * Shown from 768 px: a phone keeps the columns that say what to do (the record, its status,
       * what is due), whole and without scrolling. Its cells take `wideOnly` too.
       */
      wide?: boolean;
    };

/** The class of a `wide` column's cells. */
export const wideOnly = 'max-md:hidden';

/**
 * A table that scrolls sideways on a narrow screen, in a region a keyboard can focus (so it can
 * scroll too), named by the table's caption. Its `wide` columns leave a phone's screen to the
 * others (give `minWidth` from `md:` then). The columns give the header row; `children` are the
 * body's rows.
 */
export function ScrollTable({
  caption,
  columns,
  minWidth = 'min-w-[40rem]',
  children,
}: {
  caption: React.ReactNode;
  columns: TableColumn[];
  minWidth?: string;
  children: React.ReactNode;
}) {
  const captionId = React.useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      // Relative, so the screen-reader-only texts inside stay within it instead of widening the page.
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className={cn('w-full text-left text-sm', minWidth)}>
        <caption id={captionId} className="px-4 pt-4 pb-2 text-left font-semibold text-ink">
          {caption}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => {
              const { label, numeric, srOnly, wide } =
                typeof column === 'string' ? { label: column } : column;
              return (
                <th
                  key={label}
                  scope="col"
                  className={cn(
                    'px-4 py-2 font-semibold max-md:px-3',
                    numeric && 'text-right',
                    wide && wideOnly,
                  )}
                >
                  {srOnly ? <span className="sr-only">{label}</span> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
