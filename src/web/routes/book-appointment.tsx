import { BookAppointmentPage } from '~/features/appointments/components/book-appointment-page';
import { agency } from '~/lib/agency';

export function meta() {
  return [
    { title: `Book a Call or Visit | ${agency.name}` },
    {
      name: 'description',
      content: `Book 15 or 30 minutes with a licensed ${agency.licenseState} agent, by phone or at our office.`,
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function BookAppointment() {
  return <BookAppointmentPage />;
}
