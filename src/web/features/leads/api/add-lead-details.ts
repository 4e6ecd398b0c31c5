import { useMutation } from '@tanstack/react-query';
import { callApi } from '~/lib/api';
import { type LeadDetails, leadEndpoints } from '#shared/leads';

export interface AddLeadDetailsInput {
  id: number;
  /** The detailsToken of the create answer: proof that this visitor sent this lead. */
  token: string;
  details: LeadDetails;
}

export async function addLeadDetails({ id, token, details }: AddLeadDetailsInput): Promise<void> {
  await callApi(leadEndpoints.addDetails, { params: { id }, body: { token, details } });
}

/** The optional second step: line-specific facts added to a lead just sent. */
export function useAddLeadDetails() {
  return useMutation({ mutationFn: addLeadDetails });
}
