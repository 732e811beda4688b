// A real HTTP server on 127.0.0.1, scripted per test, that records what the API client sent and when.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  at: number;
}

export type Handler = (req: SeenRequest, res: ServerResponse, nth: number) => void | Promise<void>;

export interface ScriptedServer {
  url: string;
  seen: SeenRequest[];
  /** Replaces the script; `nth` counts requests to the same path, from 1. */
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  let handler: Handler = (_req, res) => json(res, 404, { errors: ['Not found'] });
  const seen: SeenRequest[] = [];
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const request: SeenRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: await readBody(req),
        at: performance.now(),
      };
      seen.push(request);
      const key = request.path.split('?')[0] ?? request.path;
      const nth = (counts.get(key) ?? 0) + 1;
      counts.set(key, nth);
      await handler(request, res, nth);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    handle(next) {
      handler = next;
      seen.length = 0;
      counts.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
