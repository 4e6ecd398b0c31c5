import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultsSchema } from '#shared/staff/search';
import { searchService } from './service';

/** The console's search box: registered by ../console/routes.ts behind its staff guard; reads only. */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = searchService(app.database.db);

  app.get(
    '/api/staff/search',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResultsSchema } } },
    async (request) => search.search(request.query.q),
  );
};

export default searchRoutes;
