import { HttpError } from '#server/plugins/errors';

/**
 * The read of one record of a console queue whose records have their own page (the claims, the
 * service requests): the record `find` reads by the path's id, or 404 with `notFound`.
 */
export const queueRecord =
  <T>(find: (id: number) => Promise<T | null | undefined>, notFound: string) =>
  async (request: { params: { id: number } }) => {
    const record = await find(request.params.id);
    if (!record) throw new HttpError(404, notFound);
    return record;
  };
