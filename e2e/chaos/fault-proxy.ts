// The chaos journey's own HTTP proxy on 127.0.0.1 in front of the real server: it serves the app (same origin) and answers some API calls 500 or 429, holds some until they time out, and drops some connections after the server committed.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { seededRandom } from './seeded-random';

/** Chances per API request (writes; reads get only server faults and drops, at half the rate). */
export interface FaultRates {
  serverError: number;
  throttled: number;
  /** held without an answer for `holdMs`, then the connection is cut (a gateway timing out) */
  timedOut: number;
  /** forwarded, the server's whole answer awaited, then the client's connection destroyed instead of answering */
  droppedAfterCommit: number;
}

export const DEFAULT_RATES: FaultRates = { serverError: 0.1, throttled: 0.06, timedOut: 0.04, droppedAfterCommit: 0.12 };

export interface FaultCounts {
  forwarded: number;
  /** forwarded writes whose Idempotency-Key the server had been sent before (resends and service-worker replays) */
  repeatedKeys: number;
  serverError: number;
  throttled: number;
  timedOut: number;
  droppedAfterCommit: number;
}

export interface FaultProxy {
  url: string;
  counts: FaultCounts;
  /** Faults on or off (sign-in before, the check at the end after), at `scale` times the rates. */
  setFaults(on: boolean, scale?: number): void;
  close(): Promise<void>;
}

type Fault = keyof Omit<FaultCounts, 'forwarded' | 'repeatedKeys'> | null;

/** Signing in and refreshing stay clean: the journey is about writes, not about losing the session. */
const exempt = (path: string) => !path.startsWith('/api/') || path.startsWith('/api/v1/sessions');

export async function startFaultProxy(opts: { target: string; seed: number; rates?: FaultRates; holdMs?: number }): Promise<FaultProxy> {
  const target = new URL(opts.target);
  const rates = opts.rates ?? DEFAULT_RATES;
  const holdMs = opts.holdMs ?? 2_500;
  const random = seededRandom(opts.seed);
  const counts: FaultCounts = { forwarded: 0, repeatedKeys: 0, serverError: 0, throttled: 0, timedOut: 0, droppedAfterCommit: 0 };
  const sockets = new Set<Socket>();
  const keysSent = new Set<string>();
  let faults = false;
  let scaleAll = 1;

  function faultFor(method: string, path: string): Fault {
    if (!faults || exempt(path)) return null;
    const read = method === 'GET' || method === 'HEAD';
    const r = random.next();
    const scale = (read ? 0.5 : 1) * scaleAll;
    let edge = rates.serverError * scale;
    if (r < edge) return 'serverError';
    if (!read && r < (edge += rates.throttled)) return 'throttled';
    if (!read && r < (edge += rates.timedOut)) return 'timedOut';
    if (r < edge + rates.droppedAfterCommit * scale) return 'droppedAfterCommit';
    return null;
  }

  function answerError(res: http.ServerResponse, status: number): void {
    const body = JSON.stringify({ errors: [status === 429 ? 'Too many requests' : 'Injected server fault'] });
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...(status === 429 ? { 'retry-after': '1' } : {}) });
    res.end(body);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', () => res.destroy());
    req.on('end', () => {
      const fault = faultFor(req.method ?? 'GET', req.url ?? '/');
      if (fault) counts[fault]++;
      if (fault === 'serverError') return answerError(res, 500);
      if (fault === 'throttled') return answerError(res, 429);
      if (fault === 'timedOut') {
        setTimeout(() => req.socket.destroy(), holdMs);
        return;
      }
      counts.forwarded++;
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string') {
        if (keysSent.has(key)) counts.repeatedKeys++;
        keysSent.add(key);
      }
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (c: Buffer) => body.push(c));
          answer.on('end', () => {
            // The server has committed and answered: the member's device never hears of it.
            if (fault === 'droppedAfterCommit') return req.socket.destroy();
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(Buffer.concat(body));
          });
          answer.on('error', () => res.destroy());
        },
      );
      upstream.on('error', () => res.destroy());
      upstream.end(Buffer.concat(chunks));
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    setFaults(on, scale = 1) {
      faults = on;
      scaleAll = scale;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
