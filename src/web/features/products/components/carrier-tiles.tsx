import type * as React from 'react';
import type { CarrierTile } from '../lib/load-product-page';

function monogram(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** Used when the route supplies no logo component: a neutral monogram tile. */
function MonogramTile({ carrier }: { carrier: CarrierTile }) {
  return (
    <span className="flex size-12 items-center justify-center rounded-lg bg-slate-100 font-bold text-slate-700">
      {monogram(carrier.name)}
    </span>
  );
}

/**
 * The carriers, each as its logo (decorative here) above its name, which is what assistive
 * technology reads once.
 */
export function CarrierTiles({
  carriers,
  renderLogo = (carrier) => <MonogramTile carrier={carrier} />,
}: {
  carriers: readonly CarrierTile[];
  renderLogo?: (carrier: CarrierTile) => React.ReactNode;
}) {
  return (
    <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {carriers.map((carrier) => (
        <li
          key={carrier.id}
          className="flex flex-col items-center justify-center gap-2 rounded-lg border border-slate-200 bg-white p-4 text-center"
        >
          <span aria-hidden="true">{renderLogo(carrier)}</span>
          <span className="text-sm font-medium text-slate-800">{carrier.name}</span>
        </li>
      ))}
    </ul>
  );
}
