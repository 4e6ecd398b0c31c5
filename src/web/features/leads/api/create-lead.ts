import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '~/lib/api';
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

export async function createLead(input: LeadInput): Promise<LeadCreated> {
  const response = await apiRequest('POST', '/api/leads', input);
  const { leadCreatedSchema } = await loadLeadChecks();
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
      await queryClient.invalidateQueries({ queryKey: ['/api/leads'] });
    },
    meta: { errorToast: { title: leadToasts.errorTitle, fallback: leadToasts.errorDefault } },
  });
}
