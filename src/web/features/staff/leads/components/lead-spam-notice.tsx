import { ShieldAlert } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { leadSpamReasonLabels, type LeadDetail } from '#shared/staff/leads';
import { useRestoreLead } from '../api/restore-lead';

/**
 * A request held as suspected spam: why, that nobody was e-mailed about it, and the way back
 * into the inbox when a person judges it real.
 */
export function LeadSpamNotice({ lead }: { lead: LeadDetail }) {
  const restore = useRestoreLead(lead.id);
  if (!lead.suspectedSpam) return null;
  return (
    <section
      aria-labelledby={`spam-${lead.id}`}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id={`spam-${lead.id}`} className="flex items-center gap-2 font-semibold">
        <ShieldAlert aria-hidden="true" className="size-5" />
        Held as suspected spam
      </h2>
      <p className="text-sm">
        {leadSpamReasonLabels[lead.suspectedSpam]} It was kept, but nobody was e-mailed about it and
        it is not in the inbox.
      </p>
      <Button variant="outline" disabled={restore.isPending} onClick={() => restore.mutate()}>
        {restore.isPending ? 'Moving...' : 'Not spam: move to the inbox'}
      </Button>
    </section>
  );
}
