import * as React from 'react';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { useApiForm } from '~/lib/use-api-form';
import { newLeadNoteSchema, type LeadNote } from '#shared/staff/leads';
import { useAddLeadNote } from '../api/add-lead-note';
import { formatMoment } from '#shared/format';
import { SaveRow } from '~/components/ui/form-submit';

/** Staff notes on the lead: a form to add one, and the notes, newest first. */
export function LeadNotes({ leadId, notes }: { leadId: number; notes: LeadNote[] }) {
  const add = useAddLeadNote(leadId);
  const [saved, setSaved] = React.useState('');
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: newLeadNoteSchema,
    defaultValues: { text: '' },
    send: ({ text }: { text: string }) => {
      setSaved('');
      return add.mutateAsync(text);
    },
    onSent: () => {
      form.reset({ text: '' });
      setSaved('Note added.');
    },
    // The note is the form's one field: the server's words about it are said there.
    fieldFor: () => 'text',
    fallback: 'The note could not be saved. Please try again.',
  });
  const error = form.formState.errors.text?.message ?? formError ?? undefined;

  return (
    <section aria-labelledby="lead-notes" className="rounded-lg border border-slate-200 p-5">
      <h2 id="lead-notes" className="text-lg font-semibold text-ink">
        Notes
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
        <FormField label="New note" error={error}>
          {(control) => <Textarea {...control} maxLength={5000} {...form.register('text')} />}
        </FormField>
        <SaveRow pending={pending} label="Add note" pendingLabel="Adding..." saved={saved} />
      </form>
      {notes.length === 0 ? (
        <p className="mt-4 text-slate-700">No notes yet.</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-label="Notes, newest first">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-slate-200 bg-slate-50 p-3">
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-ink">
                  {note.author?.name ?? 'Former staff'}
                </span>
                {' · '}
                <time dateTime={note.createdAt}>{formatMoment(note.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap text-ink">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
