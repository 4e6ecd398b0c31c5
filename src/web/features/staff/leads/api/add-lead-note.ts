import '~/lib/zod-jitless';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import { leadNoteSchema, type LeadNote } from '#shared/staff/leads';
import { leadKey } from './get-lead';

export async function addLeadNote(id: number, text: string): Promise<LeadNote> {
  const response = await apiRequest('POST', `/api/staff/leads/${id}/notes`, { text });
  return leadNoteSchema.parse(await response.json());
}

/** POST /api/staff/leads/:id/notes; the lead (notes and history) is read again after it. */
export function useAddLeadNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addLeadNote(id, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKey(id) }),
  });
}
