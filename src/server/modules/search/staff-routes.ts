import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#server/plugins/endpoints';
import { staffSearchEndpoints as endpoints } from '#shared/staff/search';
import { searchService } from './service';

/** The console's search box: registered by ../console/routes.ts behind its staff guard; reads only. */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = searchService(app.database.db);

  serve(app, endpoints.search, async (request) => search.search(request.query.q));
};

export default searchRoutes;
