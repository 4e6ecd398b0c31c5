import '~/lib/zod-jitless';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api';
import {
  leadDetailSchema,
  type LeadDetail,
  type LeadUpdate,
  staffLeadEndpoints as endpoints,
} from '#shared/staff/leads';
import { leadKey } from './get-lead';
import { leadsKey } from './get-leads';

/** A change to a lead that failed, said in a toast. */
export const leadNotSaved = {
  title: 'Not saved',
  fallback: 'The lead could not be changed. Please try again.',
};

export async function updateLead(id: number, change: LeadUpdate): Promise<LeadDetail> {
  return leadDetailSchema.parse(await callApi(endpoints.update, { params: { id }, body: change }));
}

/**
 * Changes a lead's status or assignee. The answer is the whole lead, shown at once;
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
