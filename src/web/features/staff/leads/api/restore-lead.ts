import '~/lib/zod-jitless';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api';
import { toast } from '~/lib/use-toast';
import {
  leadDetailSchema,
  type LeadDetail,
  staffLeadEndpoints as endpoints,
} from '#shared/staff/leads';
import { leadKey } from './get-lead';
import { leadsKey } from './get-leads';
import { leadNotSaved } from './update-lead';

export async function restoreLead(id: number): Promise<LeadDetail> {
  return leadDetailSchema.parse(await callApi(endpoints.restore, { params: { id } }));
}

/**
 * A request held as suspected spam is a real one after all.
 * The lead is shown as it is now; the lists are read again when next shown.
 */
export function useRestoreLead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => restoreLead(id),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKey(id), lead);
      void queryClient.invalidateQueries({ queryKey: [...leadsKey, 'list'] });
      toast({
        title: 'Moved to the inbox',
        description: 'This quote request is no longer held as spam.',
      });
    },
    meta: { errorToast: leadNotSaved },
  });
}
