// A real HTTP server on 127.0.0.1 standing in for the sites posts link to: each path answers as a test says, and every hit is counted.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PageHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface PageServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Sets what a path answers (replacing what it answered before). */
  route(path: string, handler: PageHandler): void;
  /** How many requests each path got. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export const html = (body: string, headers: Record<string, string> = {}): PageHandler => (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
};

export async function startPageServer(): Promise<PageServer> {
  const routes = new Map<string, PageHandler>();
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const handler = routes.get(path);
    if (handler) return handler(req, res);
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<title>Not found</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    route: (path, handler) => routes.set(path, handler),
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
