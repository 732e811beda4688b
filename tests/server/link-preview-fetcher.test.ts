// The link-preview fetcher against a real local HTTP server: addresses refused after DNS, pinned connections, size, time, redirect and type limits, hostile HTML read as text, images re-encoded.
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOptionsFromEnv } from '../../server/config/app-options';
import { readEnv } from '../../server/config/env';
import { publicAddressesOnly, publicOrLoopback, type AddressPolicy } from '../../server/link-preview/address-policy';
import { buildPreview } from '../../server/link-preview/build-preview';
import { parsePageMeta } from '../../server/link-preview/page-meta';
import { FetchRefused, safeFetch, type FetchLimits, type Resolver } from '../../server/link-preview/safe-fetch';
import { LocalMediaAdapter } from '../../server/media/adapter';
import { UploadStore } from '../../server/media/uploads';
import { html, startPageServer, type PageServer } from './support/page-server';

const limits: FetchLimits = { maxBytes: 64 * 1024, timeoutMs: 1_500, maxRedirects: 3 };
const fetchHtml = (url: string, policy: AddressPolicy = publicOrLoopback, resolver?: Resolver) =>
  safeFetch(url, { policy, resolver, limits, accept: (t) => t === 'text/html', acceptHeader: 'text/html' });

async function refusal(p: Promise<unknown>): Promise<FetchRefused> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FetchRefused);
  return err as FetchRefused;
}

describe('the address policy', () => {
  it('refuses private, loopback, link-local, shared, reserved and multicast addresses, also inside IPv6', () => {
    const refused = [
      '127.0.0.1', '127.8.9.10', '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.254', '192.168.1.1', '169.254.169.254',
      '0.0.0.0', '100.64.0.1', '224.0.0.1', '255.255.255.255', '198.18.0.1', '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1',
      'fe80::1%eth0', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '64:ff9b::a9fe:a9fe',
      '2002:c0a8:0101::1', '::127.0.0.1', 'not an address',
    ];
    for (const a of refused) expect(publicAddressesOnly(a), a).toBe(false);
    for (const a of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34']) expect(publicAddressesOnly(a), a).toBe(true);
  });

  it('lets the end-to-end policy reach loopback and nothing else private', () => {
    for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(publicOrLoopback(a), a).toBe(true);
    for (const a of ['10.0.0.1', '169.254.169.254', '192.168.0.10', 'fc00::1', 'fe80::1']) expect(publicOrLoopback(a), a).toBe(false);
  });

  it('is the production policy unless LINK_PREVIEW_ALLOW_LOOPBACK=1 comes with E2E_HOOKS=1 (alone it is refused)', () => {
    const policyOf = (env: Record<string, string>) => accountOptionsFromEnv(readEnv(env)).linkPreviews?.policy;
    expect(policyOf({})).toBe(publicAddressesOnly);
    expect(policyOf({ E2E_HOOKS: '1' })).toBe(publicAddressesOnly);
    expect(policyOf({ E2E_HOOKS: '1', LINK_PREVIEW_ALLOW_LOOPBACK: '1' })).toBe(publicOrLoopback);
    expect(() => readEnv({ LINK_PREVIEW_ALLOW_LOOPBACK: '1' })).toThrow(/LINK_PREVIEW_ALLOW_LOOPBACK=1/);
    expect(() => readEnv({ LINK_PREVIEW_ALLOW_LOOPBACK: '1', E2E_HOOKS: '1', NODE_ENV: 'production' })).toThrow();
  });
});

describe('the safe fetcher', () => {
  let site: PageServer;
  beforeAll(async () => {
    site = await startPageServer();
    site.route('/page', html('<html><head><title>Harbour nights</title></head><body>hi</body></html>'));
  });
  afterAll(() => site.close());

  it('refuses loopback under the production policy, by literal address and by a name resolving to it, before connecting', async () => {
    const before = site.hits.get('/page') ?? 0;
    const port = new URL(site.origin).port;
    for (const url of [`${site.origin}/page`, `http://localhost:${port}/page`, `http://[::1]:${port}/page`, `http://[::ffff:127.0.0.1]:${port}/page`]) {
      expect((await refusal(fetchHtml(url, publicAddressesOnly))).reason, url).toBe('address');
    }
    for (const url of ['http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[fe80::1]/', 'http://0.0.0.0/']) {
      expect((await refusal(fetchHtml(url, publicAddressesOnly))).reason, url).toBe('address');
    }
    expect(site.hits.get('/page') ?? 0).toBe(before);
  });

  it('refuses a name when any of its addresses is private, and connects to the address it checked (no second lookup)', async () => {
    const port = new URL(site.origin).port;
    const mixed: Resolver = async () => [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.7', family: 4 }];
    expect((await refusal(fetchHtml(`http://mixed.invalid:${port}/page`, publicAddressesOnly, mixed))).reason).toBe('address');
    // The name exists in no DNS: the page is reached only because the connection used the checked answer.
    let lookups = 0;
    const pinned: Resolver = async () => {
      lookups++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const got = await fetchHtml(`http://pinned.invalid:${port}/page`, publicOrLoopback, pinned);
    expect(got.body.toString()).toContain('Harbour nights');
    expect(lookups).toBe(1);
    // A rebinding name answering loopback the second time is never asked twice: refused on its one answer.
    let calls = 0;
    const rebinding: Resolver = async () => (calls++ === 0 ? [{ address: '169.254.169.254', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    expect((await refusal(fetchHtml(`http://rebind.invalid:${port}/page`, publicOrLoopback, rebinding))).reason).toBe('address');
    expect(calls).toBe(1);
  });

  it('takes only http and https, and no credentials in the URL', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.org/', 'javascript:alert(1)', 'gopher://127.0.0.1:6379/', 'not a url']) {
      expect((await refusal(fetchHtml(url))).reason, url).toBe('scheme');
    }
    expect((await refusal(fetchHtml(`http://user:secret@127.0.0.1:${new URL(site.origin).port}/page`))).reason).toBe('scheme');
  });

  it('stops reading at the size limit and keeps what it read', async () => {
    site.route('/endless', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head><title>Endless</title></head><body>');
      const chunk = Buffer.alloc(16 * 1024, 'a');
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    });
    const started = Date.now();
    const got = await fetchHtml(`${site.origin}/endless`);
    expect(got.truncated).toBe(true);
    expect(got.body.length).toBe(limits.maxBytes);
    expect(got.body.toString()).toContain('<title>Endless</title>');
    expect(Date.now() - started).toBeLessThan(limits.timeoutMs);
  });

  it('gives up at the time limit, whether the answer never starts or never ends', async () => {
    site.route('/silent', () => undefined);
    site.route('/drip', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head>');
    });
    for (const path of ['/silent', '/drip']) {
      const started = Date.now();
      expect((await refusal(fetchHtml(`${site.origin}${path}`))).reason, path).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(limits.timeoutMs + 1_000);
    }
  });

  it('follows a few redirects, checking each target again: private addresses and other schemes are refused', async () => {
    const redirect = (location: string) => (_req: unknown, res: import('node:http').ServerResponse) => {
      res.writeHead(302, { location });
      res.end();
    };
    site.route('/to-page', redirect('/page'));
    site.route('/to-metadata', redirect('http://169.254.169.254/latest/meta-data/'));
    site.route('/to-private', redirect('http://10.1.2.3/admin'));
    site.route('/to-file', redirect('file:///etc/passwd'));
    site.route('/loop', redirect('/loop'));
    const followed = await fetchHtml(`${site.origin}/to-page`);
    expect(followed.url).toBe(`${site.origin}/page`);
    expect((await refusal(fetchHtml(`${site.origin}/to-metadata`))).reason).toBe('address');
    expect((await refusal(fetchHtml(`${site.origin}/to-private`))).reason).toBe('address');
    expect((await refusal(fetchHtml(`${site.origin}/to-file`))).reason).toBe('scheme');
    const loop = await refusal(fetchHtml(`${site.origin}/loop`));
    expect(loop.reason).toBe('redirects');
    expect(site.hits.get('/loop')).toBe(limits.maxRedirects + 1);
  });

  it('refuses what is not HTML, a compressed body, and failed answers (a 4xx for good, a 5xx for now)', async () => {
    const answer = (status: number, type: string, headers: Record<string, string> = {}) => (_req: unknown, res: import('node:http').ServerResponse) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end('<title>x</title>');
    };
    site.route('/json', answer(200, 'application/json'));
    site.route('/svg', answer(200, 'image/svg+xml'));
    site.route('/untyped', (_req, res) => res.end('<title>x</title>'));
    site.route('/gzip', answer(200, 'text/html', { 'content-encoding': 'gzip' }));
    site.route('/gone', answer(404, 'text/html'));
    site.route('/busy', answer(503, 'text/html'));
    for (const path of ['/json', '/svg', '/untyped', '/gzip']) expect((await refusal(fetchHtml(`${site.origin}${path}`))).reason, path).toBe('type');
    const gone = await refusal(fetchHtml(`${site.origin}/gone`));
    expect([gone.reason, gone.permanent]).toEqual(['status', true]);
    const busy = await refusal(fetchHtml(`${site.origin}/busy`));
    expect([busy.reason, busy.permanent]).toEqual(['status', false]);
  });
});

describe('reading a page', () => {
  const base = 'https://tickets.example.org/shows/1';

  it('prefers OpenGraph, then Twitter cards, then <title> and meta description; resolves relative URLs', () => {
    const meta = parsePageMeta(
      `<html><head><title>Plain title</title><meta name="description" content="Plain description">
       <meta property="og:title" content="Lantern Festival"><meta name="twitter:description" content="Card description">
       <meta property="og:image" content="/img/poster.png"><meta property="og:site_name" content="Tickets &amp; Co">
       <link rel="canonical" href="/shows/lantern"></head><body></body></html>`,
      base,
    );
    expect(meta).toEqual({
      title: 'Lantern Festival',
      description: 'Card description',
      imageUrl: 'https://tickets.example.org/img/poster.png',
      siteName: 'Tickets & Co',
      canonicalUrl: 'https://tickets.example.org/shows/lantern',
    });
    expect(parsePageMeta('<title>Only a title</title>', base)).toEqual({ title: 'Only a title', description: null, imageUrl: null, siteName: null, canonicalUrl: base });
  });

  it('reads hostile markup as text: no script, no javascript: URLs, no hidden metadata, bounded lengths', () => {
    const meta = parsePageMeta(
      `<!-- <meta property="og:title" content="From a comment"> -->
       <script>document.write('<meta property="og:description" content="From a script">')</script>
       <head><title>Real <b>title</b> &lt;script&gt;alert(1)&lt;/script&gt;</title>
       <meta property="og:description" content='"><img src=x onerror=alert(1)>  spread
         over   lines'>
       <meta property="og:image" content="javascript:alert(1)">
       <meta property="og:url" content="javascript:alert(document.cookie)">
       <meta property="og:site_name" content="${'Long '.repeat(100)}">
       <meta property="og:description" content="A second description is ignored">`,
      base,
    );
    expect(meta.title).toBe('Real title <script>alert(1)</script>');
    expect(meta.description).toBe('"><img src=x onerror=alert(1)> spread over lines');
    expect(meta.imageUrl).toBeNull();
    expect(meta.canonicalUrl).toBe(base);
    expect([...meta.siteName!].length).toBeLessThanOrEqual(100);
    expect(meta.siteName!.endsWith('…')).toBe(true);
    // Control and bidirectional formatting characters do not survive; data: images are no http(s) URL.
    const odd = parsePageMeta('<meta property="og:title" content="A\u202eB\u0007C"><meta property="og:image" content="data:image/png;base64,AAAA">', base);
    expect(odd.title).toBe('A B C');
    expect(odd.imageUrl).toBeNull();
  });

  it('reads a megabyte of unclosed tags and quotes in linear time', () => {
    for (const unit of ['<meta content="', "<title><meta x='", '<link rel="canonical" href=\'', '<!--<script>']) {
      const started = Date.now();
      parsePageMeta(unit.repeat(Math.ceil((1024 * 1024) / unit.length)), base);
      expect(Date.now() - started, unit).toBeLessThan(1_000);
    }
  });
});

describe('building a preview', () => {
  let site: PageServer;
  let store: UploadStore;
  let media: LocalMediaAdapter;
  beforeAll(async () => {
    site = await startPageServer();
    store = new UploadStore();
    media = new LocalMediaAdapter(store);
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#204060' } }).png().toBuffer();
    site.route('/poster.png', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(png);
    });
    site.route('/fake.png', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('<svg onload="alert(1)"></svg>');
    });
  });
  afterAll(async () => {
    await site.close();
    await store.dispose();
  });
  const deps = () => ({ policy: publicOrLoopback, media, pageLimits: limits, imageLimits: limits });

  it('stores the image re-encoded within the box, served by our server', async () => {
    site.route('/show', html(`<meta property="og:title" content="Show"><meta property="og:image" content="${site.origin}/poster.png">`));
    const built = await buildPreview(`${site.origin}/show`, { ...deps(), imageLimits: { ...limits, maxBytes: 1024 * 1024 } });
    expect(built.image).toMatchObject({ width: 800, height: 450 });
    expect(built.image!.url).toBe(`/uploads/${built.image!.name}`);
    const stored = await fs.readFile(`${await store.directory()}/${built.image!.name}`);
    expect((await sharp(stored).metadata()).width).toBe(800);
  });

  it('keeps the preview without an image when the image is refused, too large or not an image', async () => {
    for (const image of ['http://169.254.169.254/latest/meta-data/', `${site.origin}/fake.png`, `${site.origin}/poster.png`]) {
      site.route('/show', html(`<meta property="og:title" content="Show"><meta property="og:image" content="${image}">`));
      // The poster is larger than 1 KB: cut, so not stored.
      const built = await buildPreview(`${site.origin}/show`, { ...deps(), imageLimits: { ...limits, maxBytes: 1024 } });
      expect(built, image).toMatchObject({ title: 'Show', image: null });
    }
  });

  it('makes no preview of a page that says nothing about itself', async () => {
    site.route('/blank', html('<html><body><p>Nothing</p></body></html>'));
    expect((await refusal(buildPreview(`${site.origin}/blank`, deps()))).reason).toBe('empty');
  });
});
