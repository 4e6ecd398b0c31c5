/**
 * The query key of the console's clients: a client's detail and list, refreshed by any area that
 * changes what a client page shows (a policy, its billing, a renewal).
 */
export const clientsKey = ['/api/staff/clients'] as const;
