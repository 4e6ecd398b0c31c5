import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';
import {
  type Timeline,
  type TimelineEvent,
  type TimelineKind,
  timelineEventSchema,
  timelineKinds,
  timelineSchema,
} from '#shared/staff/clients';

const timelinePath = (id: string) => `/api/staff/clients/${encodeURIComponent(id)}/timeline`;

/** The start of every timeline query of a client, whatever its kinds: what a change invalidates. */
export const timelineKey = (id: string) => ['/api/staff/clients', id, 'timeline'] as const;

/** The kinds in the filter's order, once each: one query key and one address per choice. */
const inOrder = (kinds: readonly TimelineKind[]) =>
  timelineKinds.filter((kind) => kinds.includes(kind));

/** `kinds=claim,email`, or '' when every kind is chosen (the server's default). */
function kindsParam(kinds: readonly TimelineKind[]): string {
  const chosen = inOrder(kinds);
  return chosen.length === timelineKinds.length ? '' : `kinds=${chosen.join(',')}`;
}

/**
 * GET /api/staff/clients/:id/timeline: the client's record, newest first, of the chosen kinds.
 * Nothing is asked while no kind is chosen.
 */
export function getClientTimelineQueryOptions(id: string, kinds: readonly TimelineKind[]) {
  const chosen = inOrder(kinds);
  const param = kindsParam(chosen);
  return queryOptions<Timeline>({
    queryKey: [...timelineKey(id), chosen],
    queryFn: async () => {
      const response = await apiRequest(
        'GET',
        param ? `${timelinePath(id)}?${param}` : timelinePath(id),
      );
      return timelineSchema.parse(await response.json());
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
  const param = kindsParam(kinds);
  return `${timelinePath(id)}/export?format=${format}${param ? `&${param}` : ''}`;
}

/** POST /api/staff/clients/:id/notes; the timeline is read again after it. */
export function useAddClientNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string): Promise<TimelineEvent> => {
      const response = await apiRequest(
        'POST',
        `/api/staff/clients/${encodeURIComponent(id)}/notes`,
        {
          text,
        },
      );
      return timelineEventSchema.parse(await response.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timelineKey(id) }),
  });
}
