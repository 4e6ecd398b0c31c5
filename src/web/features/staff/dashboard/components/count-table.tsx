export interface CountRow {
  key: string;
  label: string;
  count: number;
}

/**
 * The accessible version of a chart: one row per category with its count, and a total. The
 * caption names the figure, so a screen reader's table list tells the tables apart.
 */
export function CountTable({
  caption,
  category,
  rows,
  total,
}: {
  caption: string;
  /** The first column's heading ("Line", "Status", …). */
  category: string;
  rows: CountRow[];
  /** The total row's count; left out when the rows do not add up to one (coverages). */
  total?: number;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="pb-2 text-left font-semibold text-ink">{caption}</caption>
      <thead className="border-b border-slate-200 text-slate-700">
        <tr>
          <th scope="col" className="py-1.5 pr-4 font-semibold">
            {category}
          </th>
          <th scope="col" className="py-1.5 text-right font-semibold">
            Count
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-1.5 pr-4 font-normal text-ink">
              {row.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">{row.count}</td>
          </tr>
        ))}
      </tbody>
      {total !== undefined && (
        <tfoot className="border-t border-slate-300">
          <tr>
            <th scope="row" className="py-1.5 pr-4 font-semibold text-ink">
              Total
            </th>
            <td className="py-1.5 text-right font-semibold tabular-nums">{total}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
