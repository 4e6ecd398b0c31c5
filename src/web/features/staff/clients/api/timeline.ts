import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathKey } from '#shared/endpoints';
import { apiRequest, callApi, urlOf } from '~/lib/api';
import {
  staffClientEndpoints as endpoints,
  type Timeline,
  type TimelineEvent,
  type TimelineKind,
  timelineEventSchema,
  timelineKinds,
  timelineSchema,
} from '#shared/staff/clients';

/** The start of every timeline query of a client, whatever its kinds: what a change invalidates. */
export const timelineKey = (id: string) => pathKey(endpoints.timeline.path, { id });

/** The kinds in the filter's order, once each: one query key and one address per choice. */
const inOrder = (kinds: readonly TimelineKind[]) =>
  timelineKinds.filter((kind) => kinds.includes(kind));

/**
 * `url` with `kinds=claim,email` added (its commas as they are), or `url` itself when every kind
 * is chosen (the server's default).
 */
function withKinds(url: string, kinds: readonly TimelineKind[]): string {
  const chosen = inOrder(kinds);
  if (chosen.length === timelineKinds.length) return url;
  return `${url}${url.includes('?') ? '&' : '?'}kinds=${chosen.join(',')}`;
}

/** The client's record, newest first, of the chosen kinds. Nothing is asked while no kind is chosen. */
export function getClientTimelineQueryOptions(id: string, kinds: readonly TimelineKind[]) {
  const chosen = inOrder(kinds);
  return queryOptions<Timeline>({
    queryKey: [...timelineKey(id), chosen],
    queryFn: async () => {
      const url = withKinds(urlOf(endpoints.timeline, { params: { id } }), chosen);
      return timelineSchema.parse(await (await apiRequest(endpoints.timeline.method, url)).json());
    },
    enabled: chosen.length > 0,
  });
}

export function useClientTimeline(id: string, kinds: readonly TimelineKind[]) {
  return useQuery(getClientTimelineQueryOptions(id, kinds));
}

/** The download of the whole timeline (not only the page's latest) of the chosen kinds. */
export function timelineExportHref(
  id: string,
  format: 'csv' | 'pdf',
  kinds: readonly TimelineKind[],
): string {
  return withKinds(urlOf(endpoints.timelineExport, { params: { id }, query: { format } }), kinds);
}

/** Adds a staff note to the client's record; the timeline is read again after it. */
export function useAddClientNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string): Promise<TimelineEvent> =>
      timelineEventSchema.parse(
        await callApi(endpoints.addNote, { params: { id }, body: { text } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timelineKey(id) }),
  });
}
