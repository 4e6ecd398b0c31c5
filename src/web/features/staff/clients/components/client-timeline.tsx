import { FileDown, Lock } from 'lucide-react';
import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '~/components/ui/button';
import { EmptyNote } from '~/components/ui/empty-note';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { useApiForm } from '~/lib/use-api-form';
import {
  TIMELINE_PAGE_LIMIT,
  type TimelineEvent,
  type TimelineKind,
  clientNoteSchema,
  timelineKindLabels,
  timelineKinds,
  timelineMessages,
} from '#shared/staff/clients';
import { formatMoment } from '#shared/format';
import { ActionOutcome } from '../../shared/action-outcome';
import { LoadStatus } from '../../shared/load-status';
import { timelineExportHref, useAddClientNote, useClientTimeline } from '../api/timeline';

const linkClasses = 'text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * The kinds chosen in `?kinds=claim,email`: every kind when the address has none, nothing when it
 * is empty (the last box was unticked). Unknown kinds are left out; only unknown ones are as if
 * none were asked.
 */
function chosenKinds(raw: string | null): TimelineKind[] {
  if (raw === null) return [...timelineKinds];
  const asked = raw.split(',').filter(Boolean);
  const known = timelineKinds.filter((kind) => asked.includes(kind));
  return known.length === 0 && asked.length > 0 ? [...timelineKinds] : known;
}

/**
 * The client's timeline on the client's page: everything on the record, newest first, filtered
 * by kind (kept in `?kinds=`), downloadable as PDF or CSV, with a form for a staff note.
 */
export function ClientTimeline({ clientId }: { clientId: string }) {
  const headingId = React.useId();
  const [params, setParams] = useSearchParams();
  const kinds = chosenKinds(params.get('kinds'));

  const choose = (next: TimelineKind[]) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.length === timelineKinds.length) updated.delete('kinds');
        else updated.set('kinds', next.join(','));
        return updated;
      },
      // The section sits low on the page: a tick keeps it where it is.
      { replace: true, preventScrollReset: true },
    );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        Timeline
      </h2>
      <p className="text-slate-700">
        Everything on this client's record, newest first: quote requests, claims, service requests,
        documents, chats, e-mails, staff notes and annual reviews. Internal notes are for staff
        only.
      </p>
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <KindFilter kinds={kinds} onChange={choose} />
        {kinds.length > 0 && <ExportLinks clientId={clientId} kinds={kinds} />}
      </div>
      <NoteForm clientId={clientId} />
      {kinds.length === 0 ? (
        <EmptyNote role="status">Choose at least one kind of entry to show.</EmptyNote>
      ) : (
        <TimelineEntries clientId={clientId} kinds={kinds} />
      )}
    </section>
  );
}

/** One box per kind, in the timeline's order. */
function KindFilter({
  kinds,
  onChange,
}: {
  kinds: TimelineKind[];
  onChange: (kinds: TimelineKind[]) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">Show</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {timelineKinds.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={kinds.includes(kind)}
              onChange={(event) =>
                onChange(
                  timelineKinds.filter((k) =>
                    k === kind ? event.target.checked : kinds.includes(k),
                  ),
                )
              }
            />
            {timelineKindLabels[kind]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The downloads of the whole timeline of the chosen kinds. */
function ExportLinks({ clientId, kinds }: { clientId: string; kinds: TimelineKind[] }) {
  return (
    <div className="flex flex-wrap gap-3">
      {(['pdf', 'csv'] as const).map((format) => (
        <a
          key={format}
          href={timelineExportHref(clientId, format, kinds)}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <FileDown aria-hidden="true" className="size-4" />
          Download {format.toUpperCase()}
        </a>
      ))}
    </div>
  );
}

/** A staff note added to the record: its field's refusal by the field, any other below. */
function NoteForm({ clientId }: { clientId: string }) {
  const add = useAddClientNote(clientId);
  const [saved, setSaved] = React.useState<string | null>(null);
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: clientNoteSchema,
    defaultValues: { text: '' },
    send: ({ text }: { text: string }) => {
      setSaved(null);
      return add.mutateAsync(text);
    },
    onSent: () => {
      form.reset({ text: '' });
      setSaved(timelineMessages.noteSaved);
    },
    fallback: 'The note could not be saved. Please try again.',
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <FormField
        label="Add a note to the record"
        hint="Staff only: a call, a coverage offered or declined, what was agreed."
        error={form.formState.errors.text?.message}
      >
        {(control) => <Textarea {...control} maxLength={5000} {...form.register('text')} />}
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? 'Adding...' : 'Add note'}
      </Button>
      <ActionOutcome done={saved} failure={formError} />
    </form>
  );
}

/** The entries of the chosen kinds, as the server sends them (newest first). */
function TimelineEntries({ clientId, kinds }: { clientId: string; kinds: TimelineKind[] }) {
  const timeline = useClientTimeline(clientId, kinds);
  if (!timeline.isSuccess) {
    return <LoadStatus query={timeline} loading="Loading the timeline..." what="timeline" />;
  }
  const { events, truncated } = timeline.data;
  if (events.length === 0) {
    return <EmptyNote role="status">Nothing on the record of these kinds yet.</EmptyNote>;
  }
  return (
    <div className="space-y-3">
      <ol
        aria-label="Timeline entries, newest first"
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      >
        {events.map((event) => (
          <Entry key={event.id} event={event} />
        ))}
      </ol>
      {truncated && (
        <p className="text-sm text-slate-700">
          Only the latest {TIMELINE_PAGE_LIMIT} entries are shown; the PDF and CSV hold them all.
        </p>
      )}
    </div>
  );
}

function Entry({ event }: { event: TimelineEvent }) {
  return (
    <li className="space-y-2 p-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <time dateTime={event.at}>{formatMoment(event.at)}</time>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {timelineKindLabels[event.kind]}
        </span>
      </p>
      <p className="font-semibold break-words text-ink">
        <EntryTitle title={event.title} href={event.href} />
        {event.by && <span className="font-normal text-slate-700"> by {event.by}</span>}
      </p>
      {event.detail && <p className="break-words whitespace-pre-line text-ink">{event.detail}</p>}
      {event.internalNote && (
        <div className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
          <p className="flex items-center gap-1 text-xs font-semibold text-amber-900">
            <Lock aria-hidden="true" className="size-3.5" />
            Internal note:
          </p>
          <p className="break-words whitespace-pre-line text-ink">{event.internalNote}</p>
        </div>
      )}
      {event.transcript && <Transcript lines={event.transcript} />}
    </li>
  );
}

/** The record's page in the console, the file's download, or words alone. */
function EntryTitle({ title, href }: { title: string; href: string | null }) {
  if (href?.startsWith('/staff/')) {
    return (
      <Link to={href} className={linkClasses}>
        {title}
      </Link>
    );
  }
  if (href?.startsWith('/api/')) {
    return (
      <a href={href} download className={linkClasses}>
        {title}
      </a>
    );
  }
  return <>{title}</>;
}

function Transcript({ lines }: { lines: NonNullable<TimelineEvent['transcript']> }) {
  return (
    <details className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
      <summary className="cursor-pointer text-sm font-semibold text-ink">
        Transcript ({lines.length} {lines.length === 1 ? 'message' : 'messages'})
      </summary>
      <ol className="mt-2 space-y-1 text-sm text-ink">
        {lines.map((line, index) => (
          <li key={index} className="break-words whitespace-pre-line">
            <time dateTime={line.at}>{formatMoment(line.at)}</time> — {line.from}: {line.text}
          </li>
        ))}
      </ol>
    </details>
  );
}
