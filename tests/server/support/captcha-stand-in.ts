// A stand-in captcha provider on 127.0.0.1: answers {success} for the tokens it was told are good, and records what it got.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export class CaptchaStandIn {
  readonly received: URLSearchParams[] = [];
  private constructor(
    private readonly server: http.Server,
    readonly verifyUrl: string,
  ) {}

  static async start(goodToken: string): Promise<CaptchaStandIn> {
    let standIn: CaptchaStandIn | null = null;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        standIn?.received.push(form);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: form.get('response') === goodToken }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    standIn = new CaptchaStandIn(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`);
    return standIn;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
