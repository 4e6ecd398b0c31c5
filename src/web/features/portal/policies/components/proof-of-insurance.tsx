import { Download, IdCard as IdCardIcon, Mail } from 'lucide-react';
import * as React from 'react';
import { Button, buttonVariants } from '~/components/ui/button';
import { documentHref } from '~/components/ui/file-preview';
import { userMessage } from '~/lib/api';
import { idCardMessages, vehicleName, type IdCard } from '#shared/id-cards';
import { IdCardPdfLink, useEmailCarrierCard, useEmailIdCard, useIdCards } from '../api/id-cards';

/**
 * The portal's first card: proof of insurance for each insured vehicle of the auto policies in
 * the person's scope, to download or have e-mailed. A policy not in force says why it has none.
 * Nothing is shown to a client without an auto policy, nor while it loads.
 */
export function ProofOfInsurance() {
  const cards = useIdCards();
  if (!cards.isSuccess || cards.data.length === 0) return null;
  return (
    <section
      aria-labelledby="proof-of-insurance"
      className="rounded-lg border-2 border-brand-700 bg-white p-5 shadow-sm"
    >
      <h3 id="proof-of-insurance" className="flex items-center gap-2 text-xl font-bold text-ink">
        <IdCardIcon aria-hidden="true" className="size-6 text-brand-700" />
        {idCardMessages.title}
      </h3>
      <p className="mt-1 text-slate-700">{idCardMessages.intro}</p>
      <ul className="mt-4 space-y-4">
        {cards.data.map((card) => (
          <PolicyCards key={card.policyId} card={card} />
        ))}
      </ul>
    </section>
  );
}

function PolicyCards({ card }: { card: IdCard }) {
  return (
    <li>
      <p className="font-semibold text-ink">
        {card.policyType} · {card.carrier} · {card.policyNumber}
      </p>
      {card.carrierCardId !== null ? (
        <CarrierCard card={card} documentId={card.carrierCardId} />
      ) : card.unavailable ? (
        <p className="mt-1 text-amber-900">{card.unavailable}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
          {card.vehicles.map((vehicle) => (
            <VehicleCard key={vehicle.id} card={card} vehicle={vehicle} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The insurance company's own card for this term, preferred to the one the site makes. */
function CarrierCard({ card, documentId }: { card: IdCard; documentId: number }) {
  const email = useEmailCarrierCard();
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3">
      <p className="font-medium text-ink">{idCardMessages.carrierCard}</p>
      <CardActions
        name={`${card.carrier} card`}
        href={documentHref(documentId)}
        sending={email.isPending}
        send={() => email.mutateAsync(card.policyId)}
      />
    </div>
  );
}

function VehicleCard({ card, vehicle }: { card: IdCard; vehicle: IdCard['vehicles'][number] }) {
  const email = useEmailIdCard();
  const pdfHref = React.useContext(IdCardPdfLink);
  const name = vehicleName(vehicle);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div>
        <p className="font-medium text-ink">{name}</p>
        <p className="text-sm text-slate-700">VIN {vehicle.vin}</p>
      </div>
      <CardActions
        name={name}
        href={pdfHref(card.policyId, vehicle.id)}
        sending={email.isPending}
        send={() => email.mutateAsync({ policyId: card.policyId, vehicleId: vehicle.id })}
      />
    </li>
  );
}

/** Download PDF and E-mail it to me for one card, and what the e-mail request answered. */
function CardActions({
  name,
  href,
  sending,
  send,
}: {
  name: string;
  href: string;
  sending: boolean;
  send: () => Promise<{ message: string }>;
}) {
  const [said, setSaid] = React.useState<string | null>(null);
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <a
          href={href}
          target="_blank"
          rel="noopener"
          className={buttonVariants()}
          aria-label={`${idCardMessages.download}: ${name} (opens in a new tab)`}
        >
          <Download aria-hidden="true" className="size-4" />
          {idCardMessages.download}
        </a>
        <Button
          type="button"
          variant="outline"
          disabled={sending}
          aria-label={`${idCardMessages.email}: ${name}`}
          onClick={() =>
            send().then(
              (result) => setSaid(result.message),
              (error: unknown) =>
                setSaid(userMessage(error, 'It could not be sent. Please try again.')),
            )
          }
        >
          <Mail aria-hidden="true" className="size-4" />
          {sending ? 'Sending...' : idCardMessages.email}
        </Button>
      </div>
      <p role="status" className="w-full text-sm text-emerald-900 empty:hidden">
        {said}
      </p>
    </>
  );
}
