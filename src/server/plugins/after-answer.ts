import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `work` once the answer has gone. For a route whose answer must not tell, by how long
     * it took, what the work found: a sign-in code or a reset link for an address that may or
     * may not have an account answers as fast either way. The work's failure is logged (the
     * caller was told nothing that depends on it); closing the app waits for it.
     */
    afterAnswer(log: FastifyBaseLogger, work: () => Promise<unknown>): void;
    /** Settles when all work handed to afterAnswer so far has ended. */
    answeredWork(): Promise<void>;
  }
}

export default fp(
  async (app) => {
    const pending = new Set<Promise<void>>();
    app.decorate('afterAnswer', (log: FastifyBaseLogger, work: () => Promise<unknown>) => {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, 'work after the answer failed'),
        )
        .finally(() => pending.delete(run));
      pending.add(run);
    });
    app.decorate('answeredWork', async () => {
      while (pending.size > 0) await Promise.all(pending);
    });
    app.addHook('onClose', async () => app.answeredWork());
  },
  { name: 'after-answer' },
);
