// Baseline for `bench/static.ts`: a bare node:http server answering each measured path from memory
// with exactly the body bytes and content type the product sent. Runs in its own process (forked by
// the bench, which sends the pages over IPC) so it competes for the CPU like the product does.
import { createServer } from 'node:http';

export interface BarePage {
  path: string;
  contentType: string;
  /** Body bytes, base64 (IPC messages are JSON). */
  body: string;
}

interface Prepared {
  headers: Record<string, string>;
  body: Buffer;
}

function start(pages: BarePage[]) {
  const byPath = new Map<string, Prepared>();
  for (const page of pages) {
    const body = Buffer.from(page.body, 'base64');
    byPath.set(page.path, {
      body,
      headers: { 'content-type': page.contentType, 'content-length': String(body.length) },
    });
  }
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const page = byPath.get(q === -1 ? url : url.slice(0, q));
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('404 Page Not Found');
      return;
    }
    res.writeHead(200, page.headers).end(page.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.send?.({ type: 'listening', port });
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The bench went away (crash, kill -9): don't linger.
  process.on('disconnect', () => process.exit(0));
}

process.once('message', (message: { type?: string; pages?: BarePage[] }) => {
  if (message.type === 'pages' && message.pages) start(message.pages);
});
