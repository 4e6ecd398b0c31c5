import '~/lib/zod-jitless';
import { CalendarCheck } from 'lucide-react';
import * as React from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FieldError, FormField } from '~/components/ui/form-field';
import { FormSubmit } from '~/components/ui/form-submit';
import { RequiredMark } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { TextField } from '~/components/ui/text-field';
import { Textarea } from '~/components/ui/textarea';
import { AgencyPhoneLink } from '~/components/agency-phone-link';
import { ApiError } from '~/lib/api';
import { useApiForm } from '~/lib/use-api-form';
import {
  appointmentMessages,
  appointmentModeLabels,
  appointmentModes,
  appointmentTopicLabels,
  appointmentTopics,
  type Appointment,
  type AppointmentTopic,
} from '#shared/appointments';
import { useBookAppointment, useSlots } from '../api/appointments';
import {
  clientBookingFormSchema,
  clockLabel,
  dayLabel,
  emptyBooking,
  prospectBookingFormSchema,
  type Audience,
  type BookingValues,
} from '../lib/booking-form';

/** A policy the client may ask to review. */
export interface PolicyChoice {
  id: number;
  label: string;
}

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 text-ink has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700';

/** Where a booking starts from: "Book a review" of a policy starts with the policy and the topic. */
export interface BookingStart {
  topic?: AppointmentTopic;
  policyId?: number;
}

const fallback = 'We could not book that time. Please try again, or call us.';

/**
 * Booking a call or a visit: how long, how, about what, then a day and one of its open times in
 * Kansas. A client books as themselves (with a policy to review, if they choose one); a visitor
 * gives a name, e-mail and phone. A time taken meanwhile is said above the form, and the open
 * times are read again.
 */
export function BookingForm(props: {
  audience: Audience;
  policies?: PolicyChoice[];
  start?: BookingStart;
  onBooked: (appointment: Appointment) => void;
}) {
  return props.audience === 'client' ? (
    <ClientBooking {...props} />
  ) : (
    <ProspectBooking {...props} />
  );
}

interface BookingProps {
  policies?: PolicyChoice[];
  start?: BookingStart;
  onBooked: (appointment: Appointment) => void;
}

function ClientBooking({ policies, start, onBooked }: BookingProps) {
  const book = useBookAppointment();
  const api = useApiForm({
    schema: clientBookingFormSchema,
    defaultValues: emptyBooking(start),
    send: (values) => book.mutateAsync({ as: 'client', values }),
    onSent: onBooked,
    fallback,
    mode: 'onTouched',
  });
  return <BookingFields audience="client" policies={policies} api={api} refused={book.error} />;
}

function ProspectBooking({ start, onBooked }: BookingProps) {
  const book = useBookAppointment();
  const api = useApiForm({
    schema: prospectBookingFormSchema,
    defaultValues: emptyBooking(start),
    send: (values) => book.mutateAsync({ as: 'prospect', values }),
    onSent: onBooked,
    fallback,
    mode: 'onTouched',
  });
  return <BookingFields audience="prospect" api={api} refused={book.error} />;
}

function BookingFields({
  audience,
  policies = [],
  api,
  refused,
}: {
  audience: Audience;
  policies?: PolicyChoice[];
  api: {
    form: UseFormReturn<BookingValues, unknown, unknown>;
    onSubmit: (event?: React.BaseSyntheticEvent) => void;
    pending: boolean;
    formError: string | null;
  };
  refused: Error | null;
}) {
  const { form, onSubmit, pending, formError } = api;
  // A time taken by someone else meanwhile: the choice is cleared; the times are read again.
  React.useEffect(() => {
    if (refused instanceof ApiError && refused.status === 409) form.setValue('startsAt', '');
  }, [refused, form]);

  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Book an appointment" className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-semibold text-ink">
            How long
            <RequiredMark />
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {(['15', '30'] as const).map((minutes) => (
              <label key={minutes} className={choiceClass}>
                <input
                  type="radio"
                  value={minutes}
                  className="size-5 shrink-0 accent-brand-700"
                  {...register('minutes', { onChange: () => form.setValue('startsAt', '') })}
                />
                {minutes} minutes
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">
            How
            <RequiredMark />
          </legend>
          <div className="mt-2 grid gap-2">
            {appointmentModes.map((mode) => (
              <label key={mode} className={choiceClass}>
                <input
                  type="radio"
                  value={mode}
                  className="size-5 shrink-0 accent-brand-700"
                  {...register('mode')}
                />
                {appointmentModeLabels[mode]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <FormField label="What would you like to talk about?" required error={errors.topic?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('topic')}>
            <option value="">Choose one</option>
            {appointmentTopics.map((topic) => (
              <option key={topic} value={topic}>
                {appointmentTopicLabels[topic]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      {audience === 'client' && policies.length > 0 && (
        <FormField
          label="Policy"
          hint="The one to review, if any."
          error={errors.policyId?.message}
        >
          {(control) => (
            <NativeSelect {...control} {...register('policyId')}>
              <option value="">None in particular</option>
              {policies.map((policy) => (
                <option key={policy.id} value={policy.id}>
                  {policy.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}

      <TimePicker form={form} />

      {audience === 'client' && <PhoneToCall form={form} />}

      {audience === 'prospect' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="name" label="Name" required autoComplete="name" />
          <TextField
            form={form}
            name="phone"
            label="Phone"
            required
            type="tel"
            autoComplete="tel"
          />
          <div className="sm:col-span-2">
            <TextField
              form={form}
              name="email"
              label="Email"
              required
              type="email"
              autoComplete="email"
            />
          </div>
        </div>
      )}

      <FormField
        label="Anything we should know before?"
        hint="Optional: a new car, a move, a question."
        error={errors.notes?.message}
      >
        {(control) => <Textarea {...control} rows={3} {...register('notes')} />}
      </FormField>

      <FormSubmit
        formError={formError}
        pending={pending}
        label="Book appointment"
        pendingLabel="Booking..."
        icon={<CalendarCheck aria-hidden="true" className="size-5" />}
      />
    </form>
  );
}

/**
 * A day of those with open times, then one of that day's times. The times are the agency's
 * (Kansas), said as such; the list follows the length chosen.
 */
function TimePicker({ form }: { form: UseFormReturn<BookingValues, unknown, unknown> }) {
  const minutes = Number(useWatch({ control: form.control, name: 'minutes' }));
  const startsAt = useWatch({ control: form.control, name: 'startsAt' });
  const slots = useSlots(minutes);
  const days = slots.data?.days ?? [];
  const [chosenDay, setChosenDay] = React.useState('');
  const day = days.find((d) => d.date === chosenDay) ?? days[0];
  const error = form.formState.errors.startsAt?.message;
  const errorId = React.useId();
  const dayId = React.useId();

  if (slots.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Finding open times...
      </p>
    );
  }
  if (slots.isError || days.length === 0) {
    return (
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-ink">
        {slots.isError
          ? 'We could not read the open times.'
          : 'No times are open for booking in the next few weeks.'}{' '}
        Please call us at <AgencyPhoneLink />.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={dayId} className="text-sm font-semibold text-ink">
          Day
          <RequiredMark />
        </label>
        <NativeSelect
          id={dayId}
          value={day?.date}
          onChange={(event) => {
            setChosenDay(event.target.value);
            form.setValue('startsAt', '');
          }}
        >
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {dayLabel(d.date)} ({d.times.length} open)
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="text-sm font-semibold text-ink">
          Time (Kansas, Central time)
          <RequiredMark />
        </legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {day?.times.map((time) => (
            <label key={time.startsAt} className={`${choiceClass} justify-center px-2`}>
              <input
                type="radio"
                value={time.startsAt}
                aria-invalid={error ? true : undefined}
                className="sr-only"
                {...form.register('startsAt')}
              />
              {clockLabel(time.time)}
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} />
        {startsAt === '' && !error && (
          <p className="mt-1.5 text-sm text-slate-600">{appointmentMessages.startsAt}.</p>
        )}
      </fieldset>
    </div>
  );
}

/** A client's call: the number to call, when it is not the one on their account. */
function PhoneToCall({ form }: { form: UseFormReturn<BookingValues, unknown, unknown> }) {
  const mode = useWatch({ control: form.control, name: 'mode' });
  if (mode !== 'call') return null;
  return (
    <TextField
      form={form}
      name="phone"
      label="Phone to call"
      hint="Leave it blank to be called on the number on your account."
      type="tel"
      autoComplete="tel"
    />
  );
}
