import { LogInPrompt } from '~/components/log-in-prompt';
import { ArrowLeft } from 'lucide-react';
import * as React from 'react';
import { href, Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '~/components/ui/button';
import { useCurrentUser } from '~/lib/session';
import { parseRecordId } from '#shared/fields';
import { appointmentTopics, type Appointment, type AppointmentTopic } from '#shared/appointments';
import { BookedNotice } from './booked-notice';
import { BookingForm, type PolicyChoice } from './booking-form';
import { ClientAppointments } from './client-appointments';

export const CLIENT_APPOINTMENTS_PATH = href('/client-portal/appointments');

const isTopic = (value: string | null): value is AppointmentTopic =>
  appointmentTopics.some((topic) => topic === value);

/**
 * /client-portal/appointments[?policy=<id>&topic=<topic>]: the client's appointments, and a form
 * to book a call or a visit with an agent. "Book a review" on a policy opens it with that policy
 * and its renewal as the topic. The policies to choose from are handed in by the route.
 */
export function ClientAppointmentsPage({ policies }: { policies: PolicyChoice[] }) {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const [booked, setBooked] = React.useState<Appointment | null>(null);
  const policyId = parseRecordId(params.get('policy') ?? '') ?? undefined;
  const topic = params.get('topic');

  if (user === null)
    return <LogInPrompt returnTo={`${CLIENT_APPOINTMENTS_PATH}?${params.toString()}`} />;

  return (
    <section className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold text-ink">Appointments</h1>
        <Link to={href('/client-portal')} className={buttonVariants({ variant: 'ghost' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to my portal
        </Link>
      </div>
      <section aria-labelledby="your-appointments" className="space-y-3">
        <h2 id="your-appointments" className="text-xl font-bold text-ink">
          Your appointments
        </h2>
        <ClientAppointments />
      </section>
      <section aria-labelledby="book" className="space-y-4">
        <h2 id="book" className="text-xl font-bold text-ink">
          Book a call or a visit
        </h2>
        {booked ? (
          <BookedNotice appointment={booked}>
            <Button type="button" variant="outline" onClick={() => setBooked(null)}>
              Book another
            </Button>
          </BookedNotice>
        ) : (
          <>
            <p className="text-slate-700">
              Talk with a licensed agent for 15 or 30 minutes, by phone or at our office: a review
              before a renewal, a change in your life, a question about a claim.
            </p>
            <BookingForm
              audience="client"
              policies={policies}
              start={{
                policyId,
                topic: isTopic(topic) ? topic : policyId !== undefined ? 'renewal' : undefined,
              }}
              onBooked={setBooked}
            />
          </>
        )}
      </section>
    </section>
  );
}
