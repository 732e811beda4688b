// SAML's HTTP-POST binding: a posted SAMLResponse is handed to the app's callback screen in the URL fragment.
import { describe, expect, it } from 'vitest';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('the SSO return on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('redirects a posted SAMLResponse to the callback screen with it in the fragment', async () => {
    const samlResponse = Buffer.from('<samlp:Response>signed + / = </samlp:Response>').toString('base64');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/login/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '/groups/welcome' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    expect(location.startsWith('/login/callback#')).toBe(true);
    expect(new URLSearchParams(location.split('#')[1]).get('SAMLResponse')).toBe(samlResponse);
  });

  it('answers 400 to a post without a SAMLResponse, and form bodies stay refused by the JSON API', async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/login/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'RelayState=x',
    });
    expect(empty.statusCode).toBe(400);
    const api = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=member%40example.com&password=x',
    });
    expect(api.statusCode).toBe(415);
  });
});
