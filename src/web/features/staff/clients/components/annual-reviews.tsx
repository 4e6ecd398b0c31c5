import { CircleCheck, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { useController, useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { AddRowButton, RemoveRowButton, useRowRemoval } from '~/components/ui/row-list-buttons';
import { describedBy, FieldError, FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { RequiredMark } from '~/components/ui/label';
import { RequiredFieldsNote } from '~/components/ui/required-fields-note';
import { NativeSelect } from '~/components/ui/native-select';
import { fieldError } from '~/components/ui/text-field';
import { Textarea } from '~/components/ui/textarea';
import { useApiForm } from '~/lib/use-api-form';
import { agencyToday } from '#shared/agency-time';
import { formatCalendarDate } from '#shared/format';
import {
  annualReviewInputSchema,
  coverageOutcomeLabels,
  coverageOutcomes,
  reviewCoverageSuggestions,
  reviewMessages,
  type AnnualReview,
  type AnnualReviewValues,
  type CoverageOutcome,
} from '#shared/staff/renewals';
import { ActionOutcome } from '../../shared/action-outcome';
import { LoadStatus } from '../../shared/load-status';
import { useClientReviews, useRecordReview } from '../api/reviews';

/** The most coverages one review takes (the shared schema's limit). */
const MAX_COVERAGES = 30;

/** The form's fields as they stand: a coverage with no outcome chosen yet, no answer on fit. */
interface CoverageRow {
  coverage: string;
  outcome: CoverageOutcome | '';
}
interface ReviewFormValues {
  reviewedOn: string;
  lifeChanges: string;
  coverageAdequate: boolean | null;
  coverages: CoverageRow[];
  notes: string;
}
type ReviewForm = UseFormReturn<ReviewFormValues, unknown, AnnualReviewValues>;

const emptyCoverage: CoverageRow = { coverage: '', outcome: '' };

/** A blank review, dated today on the agency's calendar, with one coverage to fill in. */
const blankReview = (): ReviewFormValues => ({
  reviewedOn: agencyToday(),
  lifeChanges: '',
  coverageAdequate: null,
  coverages: [emptyCoverage],
  notes: '',
});

/**
 * The route's schema, reading the fields as they stand: a blank outcome or no answer on fit is
 * refused with its own messages. A day after today is refused here too, as the server would,
 * once the rest is right.
 */
const reviewFormSchema = annualReviewInputSchema.refine(
  (review) => review.reviewedOn <= agencyToday(),
  { path: ['reviewedOn'], message: reviewMessages.dateFuture },
) as z.ZodType<AnnualReviewValues, ReviewFormValues>;

/**
 * The household's annual review on the client's page: when it was last reviewed, a form that
 * records a review as it happened (for the errors-and-omissions file), and the reviews recorded,
 * newest first. A saved review is never changed; a correction is a new review.
 */
export function AnnualReviews({ clientId }: { clientId: string }) {
  const headingId = React.useId();
  const reviews = useClientReviews(clientId);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        Annual review
      </h2>
      <p className="mt-1 text-slate-700">
        Recorded as it happened, for the errors-and-omissions file: a saved review is not changed; a
        correction is a new review.
      </p>
      {reviews.isSuccess && <LastReview review={reviews.data[0]} />}
      <ReviewForm clientId={clientId} />
      <PastReviews reviews={reviews} />
    </section>
  );
}

/** The last review in one sentence. */
function LastReview({ review }: { review: AnnualReview | undefined }) {
  return (
    <p className="mt-4 font-semibold text-ink">
      {review
        ? `Last reviewed ${formatCalendarDate(review.reviewedOn)} by ${reviewerName(review)}.`
        : 'No review recorded yet.'}
    </p>
  );
}

const reviewerName = (review: AnnualReview) => review.reviewer ?? 'a former staff member';

/** A review as it happened: its field messages by their fields, the outcome below. */
function ReviewForm({ clientId }: { clientId: string }) {
  const headingId = React.useId();
  const suggestionsId = React.useId();
  const record = useRecordReview(clientId);
  const [saved, setSaved] = React.useState<string | null>(null);
  const [defaultValues] = React.useState(blankReview);
  const { form, onSubmit, pending, formError } = useApiForm({
    schema: reviewFormSchema,
    defaultValues,
    send: (values: AnnualReviewValues) => {
      setSaved(null);
      return record.mutateAsync(values);
    },
    onSent: () => {
      form.reset(blankReview());
      setSaved(reviewMessages.saved);
    },
    fallback: 'The review could not be recorded. Please try again.',
  });
  const { register } = form;

  return (
    <div className="mt-6 space-y-3">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        Record a review
      </h3>
      <form
        aria-labelledby={headingId}
        onSubmit={onSubmit}
        noValidate
        className="space-y-5 rounded-lg border border-slate-200 p-4"
      >
        <RequiredFieldsNote />
        <FormField
          label="Day of the review"
          required
          error={fieldError(form, 'reviewedOn')}
          className="max-w-xs"
        >
          {(control) => (
            <Input {...control} type="date" max={agencyToday()} {...register('reviewedOn')} />
          )}
        </FormField>
        <FormField
          label="Life changes"
          hint="A move, marriage, a new driver, a new roof, a business that grew."
          error={fieldError(form, 'lifeChanges')}
        >
          {(control) => <Textarea {...control} maxLength={2000} {...register('lifeChanges')} />}
        </FormField>
        <AdequacyField form={form} />
        <CoveragesField form={form} suggestionsId={suggestionsId} />
        <FormField label="Notes" error={fieldError(form, 'notes')}>
          {(control) => <Textarea {...control} maxLength={4000} {...register('notes')} />}
        </FormField>
        <datalist id={suggestionsId}>
          {reviewCoverageSuggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        <Button type="submit" disabled={pending}>
          {pending ? 'Recording...' : 'Record review'}
        </Button>
        <ActionOutcome done={saved} failure={formError} />
      </form>
    </div>
  );
}

/** Whether the coverage fits: a yes or a no, asked every time (no answer is chosen for staff). */
function AdequacyField({ form }: { form: ReviewForm }) {
  const errorId = React.useId();
  const { field, fieldState } = useController({ control: form.control, name: 'coverageAdequate' });
  const error = fieldState.error?.message;
  const choices = [
    [true, 'Yes, it fits'],
    [false, 'No, there are gaps'],
  ] as const;
  return (
    <fieldset aria-describedby={describedBy(error ? errorId : undefined)} className="space-y-2">
      <legend className="text-sm font-semibold text-ink">
        Does the coverage fit the household?
        <RequiredMark announce />
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map(([value, label], index) => (
          <label key={label} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
            <input
              type="radio"
              name={field.name}
              value={String(value)}
              // The first takes the focus when the question was left unanswered.
              ref={index === 0 ? field.ref : undefined}
              checked={field.value === value}
              onChange={() => field.onChange(value)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/**
 * The coverages gone through, one row each: its name (a usual one offered, any other typed) and
 * what became of it. A row added takes the focus; a row removed leaves it on "Add a coverage".
 */
function CoveragesField({ form, suggestionsId }: { form: ReviewForm; suggestionsId: string }) {
  const errorId = React.useId();
  const hintId = React.useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'coverages' });
  const { addButton, removeRow } = useRowRemoval(remove);
  // The list's own message: at its root once it has rows, on the list itself when it has none.
  const { coverages: errors } = form.formState.errors;
  const listError = errors?.root?.message ?? errors?.message;
  const full = fields.length >= MAX_COVERAGES;

  return (
    <fieldset
      aria-describedby={describedBy(hintId, listError ? errorId : undefined)}
      className="min-w-0 space-y-3"
    >
      <legend className="text-sm font-semibold text-ink">
        Coverages discussed
        <RequiredMark announce />
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        Each coverage gone through, and what became of it.
      </p>
      {fields.length > 0 && (
        <ol className="space-y-3">
          {fields.map((row, index) => {
            const number = index + 1;
            return (
              <li
                key={row.id}
                className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[1fr_14rem_auto] sm:items-start"
              >
                <FormField
                  label={`Coverage ${number}`}
                  required
                  error={fieldError(form, `coverages.${index}.coverage`)}
                >
                  {(control) => (
                    <Input
                      {...control}
                      list={suggestionsId}
                      autoComplete="off"
                      maxLength={100}
                      {...form.register(`coverages.${index}.coverage`)}
                    />
                  )}
                </FormField>
                <FormField
                  label={
                    <>
                      Outcome<span className="sr-only"> of coverage {number}</span>
                    </>
                  }
                  required
                  error={fieldError(form, `coverages.${index}.outcome`)}
                >
                  {(control) => (
                    <NativeSelect {...control} {...form.register(`coverages.${index}.outcome`)}>
                      <option value="">Choose…</option>
                      {coverageOutcomes.map((outcome) => (
                        <option key={outcome} value={outcome}>
                          {coverageOutcomeLabels[outcome]}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                <RemoveRowButton className="sm:mt-7" onClick={() => removeRow(index)}>
                  Remove<span className="sr-only"> coverage {number}</span>
                </RemoveRowButton>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError id={errorId} message={listError} />
      <AddRowButton
        ref={addButton}
        full={full}
        fullText="That is the most one review takes; record the rest in a second review."
        onAdd={() => append(emptyCoverage, { focusName: `coverages.${fields.length}.coverage` })}
      >
        Add a coverage
      </AddRowButton>
    </fieldset>
  );
}

/** The reviews recorded, newest first, as the server sends them. */
function PastReviews({ reviews }: { reviews: ReturnType<typeof useClientReviews> }) {
  const headingId = React.useId();
  return (
    <div className="mt-8 space-y-3">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        Past reviews
      </h3>
      {!reviews.isSuccess ? (
        <LoadStatus query={reviews} loading="Loading the reviews..." what="reviews" />
      ) : reviews.data.length === 0 ? (
        <p className="text-slate-700">None yet: a review recorded above is listed here.</p>
      ) : (
        <ol
          aria-labelledby={headingId}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {reviews.data.map((review) => (
            <PastReview key={review.id} review={review} />
          ))}
        </ol>
      )}
    </div>
  );
}

function PastReview({ review }: { review: AnnualReview }) {
  return (
    <li className="space-y-3 p-4">
      <p className="text-ink">
        <time dateTime={review.reviewedOn} className="font-semibold">
          {formatCalendarDate(review.reviewedOn)}
        </time>
        <span className="text-slate-700"> by {reviewerName(review)}</span>
      </p>
      {review.coverageAdequate ? (
        <p className="flex items-center gap-2 font-semibold text-green-800">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          Coverage fits
        </p>
      ) : (
        <p className="flex items-center gap-2 font-semibold text-amber-900">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          Coverage has gaps
        </p>
      )}
      <dl className="space-y-3">
        {review.lifeChanges && (
          <ReviewEntry term="Life changes">
            <p className="break-words whitespace-pre-line">{review.lifeChanges}</p>
          </ReviewEntry>
        )}
        <ReviewEntry term="Coverages discussed">
          <ul className="list-disc space-y-0.5 pl-5">
            {review.coverages.map((item, index) => (
              <li key={index} className="break-words">
                {item.coverage}: {coverageOutcomeLabels[item.outcome]}
              </li>
            ))}
          </ul>
        </ReviewEntry>
        {review.notes && (
          <ReviewEntry term="Notes">
            <p className="break-words whitespace-pre-line">{review.notes}</p>
          </ReviewEntry>
        )}
      </dl>
    </li>
  );
}

function ReviewEntry({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}
