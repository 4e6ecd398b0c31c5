import { leadSource } from '~/lib/lead-source';
import * as React from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { Icon } from '~/components/icon';
import { Button } from '~/components/ui/button';
import { describedBy, FieldError, FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';
import { RequiredMark } from '~/components/ui/label';
import { RequiredFieldsNote } from '~/components/ui/required-fields-note';
import { Textarea } from '~/components/ui/textarea';
import { usePageLocation } from '~/lib/page-context';
import { type ApiForm, useApiForm } from '~/lib/use-api-form';
import { useHydrated } from '~/lib/use-hydrated';
import type { CoverageOption } from '#shared/coverage-options';
import type { leadFormSchema, LeadFormValues } from '#shared/leads';
import { type LeadCreated, leadToasts, newIdempotencyKey, useCreateLead } from '../api/create-lead';
import { loadDetailsStep, loadLeadChecks, loadLeadChecksAfterPaint } from '../lib/later';
import { readPrefill } from '../lib/prefill';
import { KansasZipNote } from './kansas-zip-note';

type LeadFormOutput = z.output<typeof leadFormSchema>;

const SENDING = 'Submitting...';
/** The industry choice after the listed ones. */
const OTHER_INDUSTRY = 'Other';
/** The browser's own check of the phone field, as the schema's (leadMessages.phone). */
const PHONE_MIN_LENGTH = 10;

export interface SubmittedLead {
  lead: LeadCreated;
  firstName: string;
  coverageTypes: string[];
  /** The ZIP the visitor arrived with (`?zip=`), to prefill the details step. */
  zip: string | null;
}

const emptyValues: LeadFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  businessName: '',
  industry: '',
  coverageTypes: [],
  additionalInfo: '',
};

export function LeadForm({
  type,
  coverageOptions,
  preselected = null,
  industries,
  onSubmitted,
}: {
  type: string;
  coverageOptions: readonly CoverageOption[];
  /** Ticked from the start (in the prerendered HTML too): the product page's own coverage. */
  preselected?: string | null;
  /** The industries to choose from; without them Industry is free text. */
  industries?: readonly string[];
  onSubmitted: (submitted: SubmittedLead) => void;
}) {
  const hydrated = useHydrated();
  const { pathname, search } = usePageLocation();
  const createLead = useCreateLead();
  const honeypot = React.useRef<HTMLInputElement>(null);
  const mountedAt = React.useRef(0);
  const formElement = React.useRef<HTMLFormElement>(null);
  const submission = React.useRef<{ content: string; key: string } | undefined>(undefined);
  // The checks arrive apart from the form (../lib/lead-checks.ts); the first check awaits them.
  // When the network fails them (the browser does not ask for a failed chunk twice), the browser
  // sends the form itself, as it does before this component runs: the server checks it.
  const loadSchema = () =>
    loadLeadChecks().then(
      (checks) => checks.leadFormSchema,
      (error: unknown) => {
        formElement.current?.submit();
        throw error;
      },
    );
  const { form, onSubmit, pending, changeAfterPaint } = useApiForm({
    schema: loadSchema,
    defaultValues: preselected ? { ...emptyValues, coverageTypes: [preselected] } : emptyValues,
    send: (values: LeadFormOutput) => {
      // The thank-you's details step arrives while the request is on its way.
      void loadDetailsStep();
      // Sent again unchanged (after a failure, a lost answer), it keeps its name, and the
      // server answers with the lead it made the first time; changed, it is a new submission.
      const content = JSON.stringify(values);
      if (submission.current?.content !== content) {
        submission.current = { content, key: newIdempotencyKey() };
      }
      return createLead.mutateAsync({
        input: {
          ...values,
          type,
          sourcePage: pathname,
          ...leadSource(),
          website: honeypot.current?.value || undefined,
          fillMs: Math.max(0, Date.now() - mountedAt.current),
        },
        idempotencyKey: submission.current.key,
      });
    },
    onSent: (lead, values) =>
      onSubmitted({
        lead,
        firstName: values.firstName,
        coverageTypes: values.coverageTypes,
        zip: linkedZip,
      }),
    // The mutation's toast says why a request failed; its field messages go by their fields.
    fallback: leadToasts.errorDefault,
  });
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = form;

  React.useEffect(() => {
    mountedAt.current = Date.now();
  }, []);

  const offeredIds = React.useMemo(() => coverageOptions.map((o) => o.id), [coverageOptions]);
  // The HTML is prerendered without a query string: the link's values arrive after hydration,
  // through the form's own state, so the server HTML and the first client render agree. Each
  // query string is applied once, so what the person cleared stays cleared.
  const appliedSearch = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (appliedSearch.current === search) return;
    appliedSearch.current = search;
    const prefill = readPrefill(new URLSearchParams(search), offeredIds);
    if (prefill.additionalInfo && !getValues('additionalInfo')) {
      setValue('additionalInfo', prefill.additionalInfo);
    }
    const checked = getValues('coverageTypes') ?? [];
    if (prefill.coverageType && !checked.includes(prefill.coverageType)) {
      setValue('coverageTypes', [...checked, prefill.coverageType]);
    }
  }, [search, offeredIds, getValues, setValue]);
  const linkedZip = hydrated ? readPrefill(new URLSearchParams(search), offeredIds).zip : null;

  const isCommercial = type === 'commercial';
  return (
    <form
      ref={formElement}
      // Sent before this component runs (its code still on the way, or scripts off), the browser
      // posts the form itself: checked by its own constraints first, then by the server, which
      // answers with the outcome's page. Live, the component checks and sends it.
      method="post"
      action="/quote-request"
      noValidate={hydrated}
      // Sending reads refs and the clock: in the event, never in render.
      onSubmit={onSubmit}
      // The checks load while the visitor fills the form in: asked for after the frame that
      // answers the first focus or change (a tap on a phone may not focus), never before it.
      onFocusCapture={loadLeadChecksAfterPaint}
      onChange={loadLeadChecksAfterPaint}
      aria-label="Quote request"
      className="space-y-5"
    >
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="sourcePage" value={pathname} />
      <RequiredFieldsNote />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" required error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField label="Last Name" required error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" {...register('email')} />
          )}
        </FormField>
        <FormField label="Phone" required error={errors.phone?.message}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              minLength={PHONE_MIN_LENGTH}
              {...register('phone')}
            />
          )}
        </FormField>
        {isCommercial && (
          <>
            <FormField label="Business Name" error={errors.businessName?.message}>
              {(control) => (
                <Input {...control} autoComplete="organization" {...register('businessName')} />
              )}
            </FormField>
            <FormField label="Industry" error={errors.industry?.message}>
              {(control) =>
                industries ? (
                  <NativeSelect {...control} defaultValue="" {...register('industry')}>
                    <option value="">Choose your industry</option>
                    {industries.map((industry) => (
                      <option key={industry} value={industry}>
                        {industry}
                      </option>
                    ))}
                    <option value={OTHER_INDUSTRY}>{OTHER_INDUSTRY}</option>
                  </NativeSelect>
                ) : (
                  <Input
                    {...control}
                    placeholder="e.g. Construction"
                    autoComplete="off"
                    {...register('industry')}
                  />
                )
              }
            </FormField>
          </>
        )}
      </div>

      <CoverageFieldset
        options={coverageOptions}
        preselected={preselected}
        error={errors.coverageTypes?.message}
        register={register}
        changeAfterPaint={changeAfterPaint}
      />

      <FormField
        label="Additional Information"
        error={errors.additionalInfo?.message}
        hint={
          isCommercial
            ? 'Optional: locations, number of vehicles or employees, renewal dates.'
            : 'Optional: your ZIP code, current carrier, renewal date or questions.'
        }
      >
        {(control) => <Textarea {...control} rows={4} {...register('additionalInfo')} />}
      </FormField>
      <KansasZipNote zip={linkedZip} />

      {/* Honeypot: people never see or reach it; a bot that fills every field gives itself away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="quote-website">Website</label>
        <input
          ref={honeypot}
          id="quote-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <Button
        type="submit"
        size="lg"
        className="w-full aria-disabled:cursor-wait aria-disabled:opacity-70"
        // aria-disabled, not disabled, while sending: the button keeps keyboard focus.
        aria-disabled={pending || undefined}
        // What src/web/behaviours/pending-submit.ts says while the browser sends the form itself.
        data-pending-label={SENDING}
      >
        {pending ? SENDING : 'Get My Free Quote'}
      </Button>
      <p className="text-xs text-slate-600">
        No spam, no pressure: a licensed agent uses your details only to prepare your quote. Quotes
        are estimates, subject to underwriting and the carrier&rsquo;s final terms.
      </p>
    </form>
  );
}

function CoverageFieldset({
  options,
  preselected,
  error,
  register,
  changeAfterPaint,
}: {
  options: readonly CoverageOption[];
  preselected: string | null;
  error?: string;
  register: UseFormRegister<LeadFormValues>;
  changeAfterPaint: ApiForm<LeadFormValues, LeadFormOutput>['changeAfterPaint'];
}) {
  // Registered here, in this component's render, like the fields around it: React Hook Form
  // focuses the first invalid field in registration order, which must be the page order.
  // The tick is the browser's; the form records it after that frame.
  const { onChange, ...registration } = register('coverageTypes');
  const errorId = React.useId();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink">
        Coverage you&rsquo;re interested in
        <RequiredMark announce />
      </legend>
      <p className="text-sm text-slate-700">Choose all that apply.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-400 p-3 text-sm font-medium text-ink transition-colors hover:border-brand-700 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="checkbox"
              value={option.id}
              // One choice only (a product's own page): the browser can ask for it itself.
              required={options.length === 1}
              className="size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
              // In the prerendered HTML too, so the tick shows (and a form the browser sends
              // itself carries it) before the component runs.
              defaultChecked={option.id === preselected}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(error ? errorId : undefined)}
              {...registration}
              onChange={changeAfterPaint(onChange)}
            />
            <Icon name={option.icon} className="size-5 shrink-0 text-brand-700" />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
