// The link-preview fetcher: GET over http(s) to checked addresses only (resolved once, then pinned), with size, time and redirect limits.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import net from 'node:net';
import type { AddressPolicy } from './address-policy';

export interface FetchLimits {
  /** Bytes of body read at most; the rest is never read (the connection is closed). */
  maxBytes: number;
  /** The whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
}

export const PAGE_LIMITS: FetchLimits = { maxBytes: 1024 * 1024, timeoutMs: 5_000, maxRedirects: 3 };

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to (tests replace it to play a DNS answer). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Where the fetcher may go: the address policy, and the resolver (the system's unless a test plays DNS). */
export interface Reach {
  policy: AddressPolicy;
  resolver?: Resolver;
}

/** What a fetch takes: the media types read (lower case, no parameters; others are refused unread) and the Accept header. */
export interface Wanted {
  accept: (mediaType: string) => boolean;
  acceptHeader: string;
}

export interface SafeFetchOptions extends Reach, Wanted {
  limits: FetchLimits;
}

export type FetchFailure = 'scheme' | 'address' | 'dns' | 'status' | 'type' | 'timeout' | 'redirects' | 'network' | 'empty';

/** Why a fetch gave nothing; `permanent` failures are not tried again. */
export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchFailure,
    readonly permanent: boolean,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export interface Fetched {
  /** Where the body came from, after redirects. */
  url: string;
  mediaType: string;
  charset: string | null;
  body: Buffer;
  /** The body stopped at the size limit. */
  truncated: boolean;
}

const USER_AGENT = 'CommunityLinkPreview/1.0 (+link previews of posts)';

/** The host of a URL as a bare literal: IPv6 without its brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * A lookup for the http agent: resolves every address of the host once, refuses the host if any address breaks the
 * policy (a name that also points inside is never trusted), and hands the connection the first checked address
 * alone, so nothing resolves the name a second time (DNS rebinding has no second answer to give).
 */
export function pinnedLookup(policy: AddressPolicy, resolver: Resolver, onRefused: (err: FetchRefused) => void): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname).then(
      (addresses) => {
        const refusedAddress = addresses.find((a) => !policy(a.address));
        if (addresses.length === 0 || refusedAddress) {
          const err = new FetchRefused('address', true, `${hostname} resolves to ${refusedAddress?.address ?? 'nothing'}`);
          onRefused(err);
          return callback(err, '', 0);
        }
        const chosen = addresses[0]!;
        if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [chosen]);
        callback(null, chosen.address, chosen.family);
      },
      (err: NodeJS.ErrnoException) => {
        const refused = new FetchRefused('dns', err.code === 'ENOTFOUND', `${hostname}: ${err.code ?? err.message}`);
        onRefused(refused);
        callback(refused, '', 0);
      },
    );
  };
}

function parseContentType(header: string | undefined): { mediaType: string; charset: string | null } {
  const [type = '', ...params] = (header ?? '').split(';');
  const charset = params.map((p) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(p)?.[1]).find(Boolean) ?? null;
  return { mediaType: type.trim().toLowerCase(), charset };
}

/** One request, no redirects followed: the answer, a redirect target, or a refusal. */
function requestOnce(url: URL, opts: SafeFetchOptions, signal: AbortSignal): Promise<Fetched | { redirect: string }> {
  return new Promise((resolve, reject) => {
    let refusal: FetchRefused | null = null;
    const fail = (err: FetchRefused) => {
      refusal ??= err;
      reject(refusal);
    };
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        signal,
        lookup: pinnedLookup(opts.policy, opts.resolver ?? systemResolver, (err) => (refusal ??= err)),
        headers: { 'user-agent': USER_AGENT, accept: opts.acceptHeader, 'accept-encoding': 'identity' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.destroy();
          return resolve({ redirect: res.headers.location });
        }
        if (status < 200 || status >= 300) {
          res.destroy();
          return fail(new FetchRefused('status', status < 500 && status !== 429 && status !== 408, `HTTP ${status}`));
        }
        const { mediaType, charset } = parseContentType(res.headers['content-type']);
        const encoding = (res.headers['content-encoding'] ?? 'identity').toLowerCase();
        if (!opts.accept(mediaType) || encoding !== 'identity') {
          res.destroy();
          return fail(new FetchRefused('type', true, `${mediaType || 'no type'} (${encoding})`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const done = (truncated: boolean) => resolve({ url: url.href, mediaType, charset, body: Buffer.concat(chunks).subarray(0, opts.limits.maxBytes), truncated });
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= opts.limits.maxBytes) {
            res.destroy();
            done(true);
          }
        });
        res.on('end', () => done(false));
        res.on('error', (err) => fail(new FetchRefused(signal.aborted ? 'timeout' : 'network', false, err.message)));
      },
    );
    req.on('error', (err) => fail(refusal ?? new FetchRefused(signal.aborted ? 'timeout' : 'network', false, err.message)));
    req.end();
  });
}

/** Checks what can be checked before connecting: the scheme, and an address written in the URL itself. */
function checkTarget(url: URL, policy: AddressPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('scheme', true, url.protocol);
  if (url.username || url.password) throw new FetchRefused('scheme', true, 'credentials in the URL');
  const host = bareHost(url);
  // A literal address needs no lookup (the agent would connect to it directly): judged here.
  if (net.isIP(host) !== 0 && !policy(host)) throw new FetchRefused('address', true, host);
}

/** Fetches `target`, following at most `maxRedirects` redirects, each one checked again as a new target. */
export async function safeFetch(target: string, opts: SafeFetchOptions): Promise<Fetched> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.limits.timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      throw new FetchRefused('scheme', true, 'not a URL');
    }
    for (let redirects = 0; ; redirects++) {
      checkTarget(url, opts.policy);
      const answer = await requestOnce(url, opts, controller.signal).catch((err: unknown) => {
        if (controller.signal.aborted) throw new FetchRefused('timeout', false, `over ${opts.limits.timeoutMs} ms`);
        throw err instanceof FetchRefused ? err : new FetchRefused('network', false, String(err));
      });
      if (!('redirect' in answer)) return answer;
      if (redirects >= opts.limits.maxRedirects) throw new FetchRefused('redirects', true, `more than ${opts.limits.maxRedirects}`);
      try {
        url = new URL(answer.redirect, url);
      } catch {
        throw new FetchRefused('scheme', true, 'redirect to no URL');
      }
    }
  } finally {
    clearTimeout(timer);
  }
}
