import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AgencyProfile } from '#shared/agency';
import { assistantEndpoints as endpoints } from '#shared/assistant-schema';
import { serve } from '#server/plugins/endpoints';
import { Answerer } from './answerer';
import { askModel, systemPrompt } from './model-client';
import { loadSiteContent } from './site-content';

/** Per address: a person types far slower; a script asking in a loop is stopped. */
export const ASSISTANT_RATE_LIMIT = { max: 60, timeWindow: 60 * 1000 };

// Built once per agency profile and process: tests build many apps, and the content is the same.
const answerers = new Map<string, Promise<Answerer>>();
export function answererFor(agency: AgencyProfile): Promise<Answerer> {
  const key = JSON.stringify(agency);
  let answerer = answerers.get(key);
  if (!answerer) {
    answerer = loadSiteContent(agency).then((passages) => {
      const built = new Answerer(passages, agency);
      // The first search compiles the code paths; a visitor should not wait for that.
      built.answer([{ role: 'user', content: 'What are the Kansas auto insurance minimums?' }]);
      return built;
    });
    answerers.set(key, answerer);
    answerer.catch(() => answerers.delete(key));
  }
  return answerer;
}

/** Kinds the model may phrase: its rules cover them, and the built-in answer is ready if it fails. */
const modelKinds = new Set(['answer', 'fallback']);

const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agency, assistant: model } = app.config;
  // Indexed at start-up: a content file that fails its schema stops the server here.
  const answerer = await answererFor(agency);

  /** Per address, and the sentence someone over it reads. */
  const limit = {
    rateLimit: ASSISTANT_RATE_LIMIT,
    rateLimitMessage: `You are sending questions faster than we can answer. Please wait a minute, or call us at ${agency.phone}.`,
  };

  serve(
    app,
    endpoints.ask,
    async (request) => {
      const { messages } = request.body;
      const builtIn = answerer.answer(messages);
      request.log = request.log.child({ assistant: builtIn.kind });
      if (!model || !modelKinds.has(builtIn.kind) || builtIn.passages.length === 0) {
        return { response: builtIn.response, sources: builtIn.sources };
      }
      const system = systemPrompt(agency, answerer.unsold, builtIn.passages);
      const text = await askModel(model, system, messages, (reason, err) =>
        request.log.warn({ err }, `assistant: ${reason}; the built-in answer is used`),
      );
      if (text === undefined) return { response: builtIn.response, sources: builtIn.sources };
      return { response: text, sources: sourcesFor(text, builtIn) };
    },
    { config: limit },
  );
};

/** The pages the model linked, else those the built-in answer would have given. */
function sourcesFor(text: string, builtIn: ReturnType<Answerer['answer']>) {
  const linked = builtIn.passages.filter((p) => text.includes(`](${p.href})`));
  const pages = linked.length ? linked : builtIn.passages.slice(0, 3);
  const seen = new Set<string>();
  return pages
    .filter((p) => !seen.has(p.href) && seen.add(p.href))
    .map((p) => ({ title: p.page, href: p.href }));
}

export default fp(assistantRoutes, {
  name: 'assistant-routes',
  dependencies: ['rate-limit'],
  encapsulate: true,
});
