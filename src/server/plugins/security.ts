import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

const directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
} as const;

/**
 * The Content-Security-Policy of the site. Prerendered pages carry small inline scripts (React
 * Router's hydration context); each page allows exactly its own scripts by hash, nothing else.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return Object.entries(directives)
    .map(([name, values]) => {
      const all =
        name === 'script-src' ? [...values, ...scriptHashes.map((h) => `'${h}'`)] : values;
      return all.length ? `${name} ${all.join(' ')}` : name;
    })
    .join('; ');
}

export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    const csp = contentSecurityPolicy();
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', csp);
    });
  },
  { name: 'security' },
);
