// What a single sign-on return carries (/login/callback): an OpenID Connect access token, a SAML response, or an error.
export type SsoReturn =
  | { kind: 'oidc'; accessToken: string }
  | { kind: 'saml'; samlResponse: string }
  | { kind: 'error'; message: string }
  | { kind: 'none' };

/** The implicit and redirect flows answer in the fragment; some providers use the query. The fragment wins. */
export function readSsoReturn(search: string, hash: string): SsoReturn {
  const sources = [new URLSearchParams(hash.replace(/^#/, '')), new URLSearchParams(search)];
  const pick = (...names: string[]) => {
    for (const params of sources) for (const name of names) {
      const value = params.get(name);
      if (value) return value;
    }
    return null;
  };
  const error = pick('error_description', 'error');
  if (error) return { kind: 'error', message: error };
  const accessToken = pick('access_token');
  if (accessToken) return { kind: 'oidc', accessToken };
  const samlResponse = pick('SAMLResponse', 'saml_response');
  if (samlResponse) return { kind: 'saml', samlResponse };
  return { kind: 'none' };
}
