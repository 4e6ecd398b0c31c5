// Baseline for `bench/static.ts`: a bare node:http server answering each measured path from memory
// with exactly the body bytes and content type the product sent. Runs in its own process (forked by
// the bench, which sends the pages over IPC) so it competes for the CPU like the product does.
import { createServer } from 'node:http';

export interface BarePage {
  path: string;
  contentType: string;
  /** The Content-Encoding the body bytes are in, when the product sent a precompressed file. */
  contentEncoding?: string;
  /** Body bytes, base64 (IPC messages are JSON). */
  body: string;
}

/** What the bench sends to start the server: the pages, and the port to listen on (0: any). */
export interface BareStart {
  type: 'pages';
  pages: BarePage[];
  port?: number;
}

interface Prepared {
  headers: Record<string, string>;
  body: Buffer;
}

function start({ pages, port = 0 }: BareStart) {
  const byPath = new Map<string, Prepared>();
  for (const page of pages) {
    const body = Buffer.from(page.body, 'base64');
    byPath.set(page.path, {
      body,
      headers: {
        'content-type': page.contentType,
        ...(page.contentEncoding ? { 'content-encoding': page.contentEncoding } : {}),
        'content-length': String(body.length),
      },
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
  server.listen(port, '127.0.0.1', () => {
    const address = server.address();
    const bound = typeof address === 'object' && address ? address.port : 0;
    process.send?.({ type: 'listening', port: bound });
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The bench went away (crash, kill -9): don't linger.
  process.on('disconnect', () => process.exit(0));
}

process.once('message', (message: Partial<BareStart>) => {
  if (message.type === 'pages' && message.pages)
    start({ ...message, type: 'pages', pages: message.pages });
});
