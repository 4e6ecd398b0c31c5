import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi, postFile, urlOf } from '~/lib/api';
import { getQueryFn } from '~/lib/query-client';
import { portalRetry } from '~/lib/portal-query';
import { pathKey } from '#shared/endpoints';
import {
  type ChangeOptions,
  type NewChangeRequest,
  type NewChangeRequestInput,
  type ServiceRequest,
  changeOptionsSchema,
  changeRequestEndpoints as endpoints,
  serviceAttachmentSchema,
  serviceRequestSchema,
} from '#shared/change-requests';

/** The requests, newest first, each with its timeline oldest first. */
export const serviceRequestsKey = pathKey(endpoints.list.path);
/** What the change form offers: a key of its own, so a new request does not reload it. */
export const changeOptionsKey = pathKey(endpoints.options.path);

const readJson = getQueryFn<unknown>({ on401: 'throw' });
const serviceRequestListSchema = z.array(serviceRequestSchema);

export function getServiceRequestsQueryOptions() {
  return queryOptions<ServiceRequest[]>({
    queryKey: serviceRequestsKey,
    // Parsed, so an answer of another shape is an error (shown as nothing), not a broken card.
    queryFn: async (context) => serviceRequestListSchema.parse(await readJson(context)),
    retry: portalRetry,
  });
}

/** The change requests on the policies in the person's scope. */
export function useServiceRequests() {
  return useQuery(getServiceRequestsQueryOptions());
}

export function getChangeOptionsQueryOptions() {
  return queryOptions<ChangeOptions>({
    queryKey: changeOptionsKey,
    queryFn: async (context) => changeOptionsSchema.parse(await readJson(context)),
    retry: portalRetry,
  });
}

/** For each policy in scope: whether a change can be asked now, and its vehicles and drivers. */
export function useChangeOptions() {
  return useQuery(getChangeOptionsQueryOptions());
}

/**
 * The body the route accepts. The shared schema turns an empty optional text (the note, a
 * lender, a licence number) into null, which the route's own check refuses: such a field is
 * left out instead (what is left of the details is what their schema reads).
 */
export function changeRequestBody(request: NewChangeRequest): NewChangeRequestInput {
  const { note, details, ...rest } = request;
  return {
    ...rest,
    ...(note === null ? {} : { note }),
    details: Object.fromEntries(Object.entries(details).filter(([, value]) => value !== null)),
  } as NewChangeRequestInput;
}

export async function createChangeRequest(request: NewChangeRequest): Promise<ServiceRequest> {
  return serviceRequestSchema.parse(
    await callApi(endpoints.create, { body: changeRequestBody(request) }),
  );
}

/** Sends a change request: 201 with the new request; the list is read again. */
export function useCreateChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChangeRequest,
    onSuccess: () => {
      // Not awaited: the confirmation need not wait; the list reloads when next shown.
      void queryClient.invalidateQueries({ queryKey: serviceRequestsKey });
    },
  });
}

/** The list with one request as the server now answers it. */
function useReplaceRequest() {
  const queryClient = useQueryClient();
  return (updated: ServiceRequest) =>
    queryClient.setQueryData<ServiceRequest[]>(serviceRequestsKey, (list) =>
      list?.map((request) => (request.id === updated.id ? updated : request)),
    );
}

export async function replyToServiceRequest({
  id,
  message,
}: {
  id: number;
  message: string;
}): Promise<ServiceRequest> {
  return serviceRequestSchema.parse(
    await callApi(endpoints.reply, { params: { id }, body: { message } }),
  );
}

/**
 * Answers the agent: the answer goes on the timeline (and a request
 * that waited for it goes back to In progress); the card shows the server's answer at once.
 */
export function useReplyToServiceRequest() {
  const replace = useReplaceRequest();
  return useMutation({ mutationFn: replyToServiceRequest, onSuccess: replace });
}

export type RequestAttachment = z.infer<typeof serviceAttachmentSchema>;

/**
 * One file for a request as multipart (`file`), with the session cookie; the browser's Origin
 * tells the server it comes from the site. Rejects with an ApiError carrying the server's words
 * (413 too large, 415 wrong type, 409 closed or full).
 */
export async function uploadRequestAttachment(
  requestId: number,
  file: File,
): Promise<RequestAttachment> {
  const response = await postFile(
    urlOf(endpoints.addAttachment, { params: { id: requestId } }),
    file,
  );
  return serviceAttachmentSchema.parse(await response.json());
}

/**
 * Sends a file for a request, then reads the list again so the request shows it. A mutation, so
 * an ended session has the log-in redirect; the caller says what failed, file by file.
 */
export function useUploadRequestAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, file }: { requestId: number; file: File }) =>
      uploadRequestAttachment(requestId, file),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: serviceRequestsKey });
    },
  });
}
