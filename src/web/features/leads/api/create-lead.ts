import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { pathKey } from '#shared/endpoints';
import { apiRequest, urlOf } from '~/lib/api';
import { toast } from '~/lib/use-toast';
import type { leadCreatedSchema, LeadInput } from '#shared/leads';
import { loadLeadChecks } from '../lib/later';

export type LeadCreated = z.output<typeof leadCreatedSchema>;

/** The lead toasts; their exact wording is fixed, change none of it. */
export const leadToasts = {
  success: {
    title: 'Quote Request Submitted',
    description: "We'll contact you within 24 hours with your personalized quote.",
  },
  errorTitle: 'Error',
  errorDefault: 'Failed to submit quote request. Please try again.',
} as const;

/** One submission and its name: the same name on every retry of it, so it makes one lead. */
export interface LeadSubmission {
  input: LeadInput;
  idempotencyKey: string;
}

/** A random name for a submission (works on plain http too, unlike crypto.randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a quote request with its name (a header, which callApi does not send). The route and the
 * answer's schema come with the checks, which the form's first check has already brought.
 */
export async function createLead({ input, idempotencyKey }: LeadSubmission): Promise<LeadCreated> {
  const { leadCreatedSchema, leadEndpoints } = await loadLeadChecks();
  const route = leadEndpoints.create;
  const headers = { 'Idempotency-Key': idempotencyKey };
  const response = await apiRequest(route.method, urlOf(route), input, headers);
  return leadCreatedSchema.parse(await response.json());
}

/** Sends a quote request; a toast tells the person how it went. */
export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLead,
    onSuccess: async () => {
      toast(leadToasts.success);
      // The cached lead list (the staff view) is refreshed after a new lead.
      const { leadEndpoints } = await loadLeadChecks();
      await queryClient.invalidateQueries({ queryKey: pathKey(leadEndpoints.create.path) });
    },
    meta: { errorToast: { title: leadToasts.errorTitle, fallback: leadToasts.errorDefault } },
  });
}
