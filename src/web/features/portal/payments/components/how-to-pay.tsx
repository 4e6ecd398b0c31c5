import { ExternalLink, Phone, Wallet } from 'lucide-react';
import * as React from 'react';
import { useLocation } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { agency } from '~/lib/agency';
import { formatCalendarDate } from '#shared/format';
import { paymentMessages, type PolicyPayment } from '#shared/payments';
import { phoneHref } from '#shared/phone';
import { usePayments } from '../api/payments';

/** The card's address: the site footer's "Make a Payment" leads a signed-in client here. */
const cardHash = '#how-to-pay';

/**
 * "How to pay" on the My Policies tab: for each policy in force, the insurance company's payment
 * page and phone, whether automatic payments are on and when the next payment is due. The agency
 * takes no payments itself. Nothing is shown while it loads, when it cannot be read, or when
 * there is no policy in force (staff viewing a client's portal get an empty list).
 */
export function HowToPay() {
  const payments = usePayments();
  const { hash, key } = useLocation();
  const section = React.useRef<HTMLElement>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);
  const shown = payments.isSuccess && payments.data.length > 0;
  // The footer's "Make a Payment" arrives before the list: the browser found nothing to scroll
  // to, so the card does it once it is there (and again at each arrival by that link), and its
  // heading takes the focus, so a screen reader starts there.
  React.useEffect(() => {
    if (!shown || hash !== cardHash) return;
    section.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [shown, hash, key]);
  if (!shown) return null;
  return (
    <section
      ref={section}
      id="how-to-pay"
      aria-labelledby="how-to-pay-heading"
      className="scroll-mt-6 rounded-lg border-2 border-brand-700 bg-white p-5 shadow-sm"
    >
      <h3
        ref={heading}
        id="how-to-pay-heading"
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-bold text-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
      >
        <Wallet aria-hidden="true" className="size-6 text-brand-700" />
        {paymentMessages.title}
      </h3>
      <p className="mt-1 text-slate-700">{paymentMessages.intro}</p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200">
        {payments.data.map((payment) => (
          <PolicyPaymentEntry key={payment.policyId} payment={payment} />
        ))}
      </ul>
    </section>
  );
}

function PolicyPaymentEntry({ payment }: { payment: PolicyPayment }) {
  const policy = `${payment.policyType} ${payment.policyNumber}`;
  const { paymentUrl, paymentPhone } = payment;
  return (
    <li className="space-y-2 p-3">
      <div>
        <p className="font-semibold text-ink">
          {payment.policyType} · {payment.policyNumber}
        </p>
        <p className="text-slate-700">{payment.carrier}</p>
      </div>
      {paymentUrl || paymentPhone ? (
        <div className="flex flex-wrap gap-2">
          {paymentUrl && (
            <a
              href={paymentUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants()}
            >
              {/* The name starts with the words shown (WCAG 2.5.3), then says which policy. */}
              {paymentMessages.payOnline}
              <span className="sr-only">
                {' '}
                for {policy}, {payment.carrier} (opens in a new tab)
              </span>
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          )}
          {paymentPhone && (
            <a href={phoneHref(paymentPhone)} className={buttonVariants({ variant: 'outline' })}>
              <Phone aria-hidden="true" className="size-4" />
              {paymentMessages.payByPhone} <span className="font-normal">{paymentPhone}</span>
              <span className="sr-only">
                {' '}
                for {policy}, {payment.carrier}
              </span>
            </a>
          )}
        </div>
      ) : (
        <NoCarrierDetails />
      )}
      <p className="text-slate-800">
        {payment.autopay ? paymentMessages.autopayOn : paymentMessages.autopayOff}
      </p>
      {payment.nextPaymentDue && (
        <p className="text-slate-800">
          {paymentMessages.nextDue}{' '}
          <time dateTime={payment.nextPaymentDue} className="font-semibold">
            {formatCalendarDate(payment.nextPaymentDue)}
          </time>
        </p>
      )}
    </li>
  );
}

/** When the agency keeps no payment page nor phone for the carrier: call us, the phone a link. */
function NoCarrierDetails() {
  const sentence = paymentMessages.noCarrierDetails(agency.phone);
  const at = sentence.indexOf(agency.phone);
  return (
    <p className="text-amber-900">
      {sentence.slice(0, at)}
      <a
        href={phoneHref(agency.phone)}
        className="font-semibold whitespace-nowrap underline underline-offset-2 hover:text-amber-950"
      >
        {agency.phone}
      </a>
      {sentence.slice(at + agency.phone.length)}
    </p>
  );
}
