import { CalendarDays } from 'lucide-react';
import * as React from 'react';
import { href, Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { AgencyPhoneLink } from '~/components/agency-phone-link';
import { agency } from '~/lib/agency';
import { useCurrentUser } from '~/lib/session';
import type { Appointment } from '#shared/appointments';
import { BookedNotice } from './booked-notice';
import { BookingForm } from './booking-form';

/**
 * /book-appointment: a visitor books a call or a visit with a licensed agent. A client who is
 * signed in books from the portal, where the agent sees their policies.
 */
export function BookAppointmentPage() {
  const { user } = useCurrentUser();
  const [booked, setBooked] = React.useState<Appointment | null>(null);
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div className="space-y-3 border-b border-slate-200 pb-6">
        <h1 className="flex items-center gap-3 text-3xl font-bold text-ink">
          <CalendarDays aria-hidden="true" className="size-8 text-brand-700" />
          Book a Call or Visit
        </h1>
        <p className="text-lg text-slate-700">
          Choose a time to talk with a licensed {agency.licenseState} agent, for 15 or 30 minutes,
          by phone or at our office in {agency.address.city}. No cost and no obligation.
        </p>
        <p className="text-slate-700">
          Rather talk now? Call <AgencyPhoneLink />.
        </p>
      </div>
      {user?.isClient ? (
        <p className="rounded-md border border-brand-200 bg-brand-50 p-4 text-ink">
          You are logged in as a client: book from your portal, where your agent sees your policies.{' '}
          <Link to={href('/client-portal/appointments')} className={buttonVariants({ size: 'sm' })}>
            Book from my portal
          </Link>
        </p>
      ) : booked ? (
        <BookedNotice appointment={booked} />
      ) : (
        <BookingForm audience="prospect" onBooked={setBooked} />
      )}
    </section>
  );
}
