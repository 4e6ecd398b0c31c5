import '~/lib/zod-jitless';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/api';
import {
  leadNoteSchema,
  type LeadNote,
  staffLeadEndpoints as endpoints,
} from '#shared/staff/leads';
import { leadKey } from './get-lead';

export async function addLeadNote(id: number, text: string): Promise<LeadNote> {
  return leadNoteSchema.parse(await callApi(endpoints.addNote, { params: { id }, body: { text } }));
}

/** Adds a note to a lead; the lead (notes and history) is read again after it. */
export function useAddLeadNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addLeadNote(id, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKey(id) }),
  });
}
