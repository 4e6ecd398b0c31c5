import '~/lib/zod-jitless';
import { agencyInstant } from '#shared/agency-time';
import {
  CERTIFICATE_DAYS_AHEAD,
  type CertificateHolder,
  type CertificateHolderInput,
  type CertificateRequestInput,
  certificateMessages,
  certificateRequestSchema,
} from '#shared/certificates';
import { shiftDate } from '../../change-requests/lib/change-form';

/** The time a certificate is needed by unless the client says otherwise (the agency's clock). */
export const DEFAULT_NEEDED_BY_TIME = '15:00';

/** The request form as the browser holds it: every control's text, and the three ticks. */
export const emptyCertificateRequest = {
  holderId: '',
  neededByDate: '',
  neededByTime: DEFAULT_NEEDED_BY_TIME,
  additionalInsured: false,
  waiverOfSubrogation: false,
  primaryNonContributory: false,
  operations: '',
  note: '',
} satisfies CertificateRequestInput;

/** The endorsements a contract may ask for, each with a line of plain English. */
export const endorsements = [
  {
    name: 'additionalInsured',
    label: 'Additional insured',
    hint: 'The holder is covered by your policy for claims that come from your work for them.',
  },
  {
    name: 'waiverOfSubrogation',
    label: 'Waiver of subrogation',
    hint: 'Your insurance company gives up asking the holder to pay back a claim it paid for you.',
  },
  {
    name: 'primaryNonContributory',
    label: 'Primary and non-contributory',
    hint: "Your policy pays first, without asking the holder's own insurance to share the cost.",
  },
] as const satisfies readonly {
  name: keyof CertificateRequestInput;
  label: string;
  hint: string;
}[];

const wallTime = /^([01]\d|2[0-3]):[0-5]\d$/;
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The route's schema, and a day and time already past on the agency's clock said at once on the
 * time field (the server checks again with its own clock).
 */
export function certificateRequestFormSchema(now: () => Date = () => new Date()) {
  return certificateRequestSchema.superRefine((request, ctx) => {
    // Only a day and a time that are each right can be weighed; each says its own problem.
    if (!calendarDay.test(request.neededByDate) || !wallTime.test(request.neededByTime)) return;
    const neededBy = agencyInstant(request.neededByDate, request.neededByTime);
    if (neededBy.getTime() <= now().getTime()) {
      ctx.addIssue({
        code: 'custom',
        path: ['neededByTime'],
        message: certificateMessages.neededInPast,
      });
    }
  });
}

/** The days a certificate can be asked for by, for the date picker (the schema checks them too). */
export const neededByWindow = (today: string) => ({
  min: today,
  max: shiftDate(today, CERTIFICATE_DAYS_AHEAD),
});

/** A holder's form as the browser holds it: every field's text, empty when not given. */
export function holderFormValues(holder?: CertificateHolder) {
  return {
    name: holder?.name ?? '',
    addressLine1: holder?.addressLine1 ?? '',
    addressLine2: holder?.addressLine2 ?? '',
    city: holder?.city ?? '',
    state: holder?.state ?? '',
    postalCode: holder?.postalCode ?? '',
    email: holder?.email ?? '',
    loanNumber: holder?.loanNumber ?? '',
    location: holder?.location ?? '',
  } satisfies CertificateHolderInput;
}

/** "Kansas City, MO 64105", from the parts given. */
export function cityLine(holder: Pick<CertificateHolder, 'city' | 'state' | 'postalCode'>) {
  const stateZip = [holder.state, holder.postalCode].filter(Boolean).join(' ');
  return [holder.city, stateZip].filter(Boolean).join(', ');
}

/** How the request form names a holder: the name, and where it is when known. */
export function holderChoiceLabel(holder: CertificateHolder) {
  const where = cityLine(holder);
  return where ? `${holder.name} (${where})` : holder.name;
}
