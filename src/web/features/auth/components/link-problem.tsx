import { TriangleAlert } from 'lucide-react';
import type * as React from 'react';
import { authMessages } from '#shared/auth';
import { cardClasses } from './account-layout';

/** An e-mailed link that did not work: the contract's sentence, then what to do instead. */
export function LinkProblem({ children }: { children: React.ReactNode }) {
  return (
    <div className={cardClasses}>
      <div role="alert" className="flex gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
        <p className="font-medium text-ink">{authMessages.invalidLink}</p>
      </div>
      <div className="text-sm text-slate-700">{children}</div>
    </div>
  );
}

/** While an e-mailed link is being checked. */
export function LinkPending({ text }: { text: string }) {
  return (
    <p role="status" aria-busy="true" className={`${cardClasses} text-slate-700`}>
      {text}
    </p>
  );
}
