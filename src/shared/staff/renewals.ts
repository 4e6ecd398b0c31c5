import { z } from 'zod';
import { endpoint } from '../endpoints';
import { calendarDate, idParams } from '../fields';
import { toMoney } from './policies';

/**
 * The renewal board (/staff/renewals, docs/adr/0016): the policies expiring within 90 days and
 * those expired without an outcome, each with its premium change when the next term is known, a
 * risk flag, a status and an assignee; and the next term staff enter.
 */

export const renewalStatuses = [
  'not-contacted',
  'review-booked',
  're-marketing',
  'renewed',
  'lost',
] as const;
export type RenewalStatus = (typeof renewalStatuses)[number];

export const renewalStatusLabels: Record<RenewalStatus, string> = {
  'not-contacted': 'Not contacted',
  'review-booked': 'Review booked',
  're-marketing': 'Re-marketing',
  renewed: 'Renewed',
  lost: 'Lost',
};

export const lostReasons = [
  'price',
  'coverage',
  'service',
  'moved',
  'no-longer-needed',
  'other',
] as const;
export type LostReason = (typeof lostReasons)[number];

export const lostReasonLabels: Record<LostReason, string> = {
  price: 'Price',
  coverage: 'Coverage',
  service: 'Service',
  moved: 'Moved away',
  'no-longer-needed': 'No longer needed (sold, closed)',
  other: 'Another reason',
};

/** Where a policy sits on the board: expired without an outcome, or the days left. */
export const renewalBuckets = ['expired', 'within-30', 'within-60', 'within-90'] as const;
export type RenewalBucket = (typeof renewalBuckets)[number];

export const renewalBucketLabels: Record<RenewalBucket, string> = {
  expired: 'Expired without an outcome',
  'within-30': 'Expiring within 30 days',
  'within-60': 'Expiring in 31 to 60 days',
  'within-90': 'Expiring in 61 to 90 days',
};

/** The board looks back this many days for expired policies without an outcome. */
export const EXPIRED_LOOKBACK_DAYS = 60;

export const renewalMessages = {
  statusRequired: 'Please choose a status',
  lostReasonRequired: 'Please choose why the client left',
  termRequired: 'Enter the renewal term (its premium and expiration) before marking it renewed',
  changed: 'Someone else changed this renewal a moment ago. Please look again and retry.',
  assigneeUnknown: 'Please choose a member of staff',
  saved: 'Renewal saved',
  termSaved: 'Renewal term saved',
  expirationRequired: 'Please enter the new expiration date',
  expirationOrder: 'The new term must end after it starts (the current expiration date)',
  expirationTooFar: 'A term longer than 3 years is not a renewal term',
  premiumInvalid: 'Please enter the premium: an amount of 0 or more, in dollars and cents',
  notInForce: 'This policy is cancelled: it has no renewal',
} as const;

export const renewalRowSchema = z.object({
  policyId: z.number().int(),
  policyNumber: z.string(),
  policyType: z.string(),
  carrier: z.string(),
  client: z.object({ id: z.string(), name: z.string() }),
  expirationDate: z.string(),
  /** Negative once expired. */
  daysLeft: z.number().int(),
  bucket: z.enum(renewalBuckets),
  premium: z.string(),
  /** The next term, once staff entered it. */
  nextTerm: z
    .object({ effectiveDate: z.string(), expirationDate: z.string(), premium: z.string() })
    .nullable(),
  /** The next premium against this one, when known: dollars and percent (one decimal). */
  change: z.object({ amount: z.string(), percent: z.number().nullable() }).nullable(),
  /** The increase reaches the agency's risk threshold. */
  risk: z.boolean(),
  status: z.enum(renewalStatuses),
  lostReason: z.enum(lostReasons).nullable(),
  note: z.string().nullable(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** When the renewal was last saved (null: never); sent back to detect a concurrent save. */
  updatedAt: z.string().nullable(),
});
export type RenewalRow = z.infer<typeof renewalRowSchema>;

export const renewalBoardSchema = z.object({
  /** The agency's today, the day the days are counted from. */
  today: z.string(),
  riskIncreasePercent: z.number(),
  rows: z.array(renewalRowSchema),
});
export type RenewalBoard = z.infer<typeof renewalBoardSchema>;

/** PUT /api/staff/renewals/:policyId: the renewal of the policy's current term. */
export const renewalUpdateSchema = z
  .object({
    status: z.enum(renewalStatuses, { error: renewalMessages.statusRequired }),
    lostReason: z.enum(lostReasons, { error: renewalMessages.lostReasonRequired }).nullish(),
    note: z
      .string()
      .trim()
      .max(2000, 'Please keep the note under 2000 characters')
      .nullish()
      .transform((note) => note || null),
    assigneeId: z.uuid(renewalMessages.assigneeUnknown).nullable(),
    /** The `updatedAt` the form was filled from. */
    expectedUpdatedAt: z.string().nullable(),
  })
  .superRefine((update, ctx) => {
    if (update.status === 'lost' && !update.lostReason) {
      ctx.addIssue({
        code: 'custom',
        path: ['lostReason'],
        message: renewalMessages.lostReasonRequired,
      });
    }
  })
  .transform((update) => ({
    ...update,
    lostReason: update.status === 'lost' ? (update.lostReason ?? null) : null,
  }));
export type RenewalUpdateInput = z.input<typeof renewalUpdateSchema>;
export type RenewalUpdate = z.output<typeof renewalUpdateSchema>;

/** PUT /api/staff/policies/:id/next-term: the renewal term the carrier sent. */
export const nextTermSchema = z.object({
  expirationDate: calendarDate(renewalMessages.expirationRequired),
  premium: z
    .union([z.string(), z.number()], { error: renewalMessages.premiumInvalid })
    .transform((value, ctx) => {
      const money = toMoney(value);
      if (money === null) {
        ctx.addIssue({ code: 'custom', message: renewalMessages.premiumInvalid });
        return z.NEVER;
      }
      return money;
    }),
});
export type NextTermInput = z.input<typeof nextTermSchema>;

// --- the annual review of a household (recorded for the errors-and-omissions file) -----------

/** What became of a coverage discussed in a review. */
export const coverageOutcomes = ['in-place', 'offered-accepted', 'offered-declined'] as const;
export type CoverageOutcome = (typeof coverageOutcomes)[number];

export const coverageOutcomeLabels: Record<CoverageOutcome, string> = {
  'in-place': 'Already in place',
  'offered-accepted': 'Offered and accepted',
  'offered-declined': 'Offered and declined',
};

/** The coverages a review goes through (the form offers them; others can be written in). */
export const reviewCoverageSuggestions = [
  'Umbrella liability',
  'Higher liability limits',
  'Uninsured and underinsured motorist',
  'Replacement cost on the home',
  'Scheduled jewelry and valuables',
  'Water backup',
  'Flood',
  'Earthquake',
  'Life insurance',
  'Identity theft',
] as const;

export const reviewMessages = {
  dateRequired: 'Please enter the day of the review',
  dateFuture: 'A review is recorded once it has happened: the day cannot be in the future',
  adequacyRequired: 'Please say whether the coverage fits the household',
  coverageRequired: 'Please name the coverage',
  outcomeRequired: 'Please choose what became of it',
  coveragesRequired: 'Record at least one coverage discussed',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  saved: 'Review recorded',
} as const;

const reviewText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, reviewMessages.tooLong(max))
    .nullish()
    .transform((value) => value || null);

/** POST /api/staff/clients/:id/reviews: a review as it happened; never edited afterwards. */
export const annualReviewInputSchema = z.object({
  reviewedOn: calendarDate(reviewMessages.dateRequired),
  lifeChanges: reviewText(2000),
  coverageAdequate: z.boolean({ error: reviewMessages.adequacyRequired }),
  coverages: z
    .array(
      z.object({
        coverage: z
          .string({ error: reviewMessages.coverageRequired })
          .trim()
          .min(1, reviewMessages.coverageRequired)
          .max(100, reviewMessages.tooLong(100)),
        outcome: z.enum(coverageOutcomes, { error: reviewMessages.outcomeRequired }),
      }),
    )
    .min(1, reviewMessages.coveragesRequired)
    .max(30),
  notes: reviewText(4000),
});
export type AnnualReviewValues = z.output<typeof annualReviewInputSchema>;

export const annualReviewSchema = z.object({
  id: z.number().int(),
  reviewedOn: z.string(),
  reviewer: z.string().nullable(),
  lifeChanges: z.string().nullable(),
  coverageAdequate: z.boolean(),
  coverages: z.array(z.object({ coverage: z.string(), outcome: z.enum(coverageOutcomes) })),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type AnnualReview = z.infer<typeof annualReviewSchema>;

/** A household's annual reviews, newest first. */
export const annualReviewListSchema = z.array(annualReviewSchema);

// --- the console's renewal and review endpoints -----------------------------------------------

/**
 * What the console calls on the renewal board (each write answers the policy's row as the board
 * now shows it) and for a household's annual reviews.
 */
export const staffRenewalEndpoints = {
  board: endpoint('GET', '/api/staff/renewals', { response: { 200: renewalBoardSchema } }),
  update: endpoint('PUT', '/api/staff/renewals/:id', {
    params: idParams,
    body: renewalUpdateSchema,
    response: { 200: renewalRowSchema },
  }),
  nextTerm: endpoint('PUT', '/api/staff/policies/:id/next-term', {
    params: idParams,
    body: nextTermSchema,
    response: { 200: renewalRowSchema },
  }),
  reviews: endpoint('GET', '/api/staff/clients/:id/reviews', {
    params: idParams,
    response: { 200: annualReviewListSchema },
  }),
  /** A review as it happened; the answer is the household's reviews. */
  addReview: endpoint('POST', '/api/staff/clients/:id/reviews', {
    params: idParams,
    body: annualReviewInputSchema,
    response: { 201: annualReviewListSchema },
  }),
};
