import '~/lib/zod-jitless';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { leadDetailSchema, type LeadDetail, type LeadUpdate } from '#shared/staff/leads';
import { leadKey } from './get-lead';
import { leadsKey } from './get-leads';

/** A change to a lead that failed, said in a toast. */
export const leadNotSaved = {
  title: 'Not saved',
  fallback: 'The lead could not be changed. Please try again.',
};

export async function updateLead(id: number, change: LeadUpdate): Promise<LeadDetail> {
  const response = await apiRequest('PATCH', `/api/staff/leads/${id}`, change);
  return leadDetailSchema.parse(await response.json());
}

/**
 * PATCH /api/staff/leads/:id (status or assignee). The answer is the whole lead, shown at once;
 * the inbox's lists are read again when next shown.
 */
export function useUpdateLead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LeadUpdate) => updateLead(id, change),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKey(id), lead);
      void queryClient.invalidateQueries({ queryKey: [...leadsKey, 'list'] });
    },
    meta: { errorToast: leadNotSaved },
  });
}
