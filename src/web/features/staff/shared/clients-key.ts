import { pathKey } from '#shared/endpoints';
import { staffClientEndpoints } from '#shared/staff/clients';

/**
 * The query key of the console's clients: a client's detail and list, refreshed by any area that
 * changes what a client page shows (a policy, its billing, a renewal).
 */
export const clientsKey = pathKey(staffClientEndpoints.list.path);
