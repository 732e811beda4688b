// Webview mode (docs/product.md 2.1): the native app stores the session's secret headers; the router base is then /webview/.
import { storedText } from '../lib/browser-storage';
import { HEADER_SECRET, HEADER_SECRET_ID } from '../../schema/constants';

export const WEBVIEW_BASE = '/webview';

/** The native app writes the secret headers under their own names. */
const secretIdStore = storedText('local', HEADER_SECRET_ID);
const secretStore = storedText('local', HEADER_SECRET);

export interface WebviewSecrets {
  secretId: string;
  secret: string;
}

export function webviewSecrets(): WebviewSecrets | null {
  const secretId = secretIdStore.get();
  const secret = secretStore.get();
  return secretId && secret ? { secretId, secret } : null;
}

export function isWebviewMode(): boolean {
  return webviewSecrets() !== null;
}

/** The address under the webview base, for a page the native app opened without it. */
export function webviewAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  const { pathname, search, hash } = location;
  if (pathname === WEBVIEW_BASE || pathname.startsWith(`${WEBVIEW_BASE}/`)) return null;
  return `${WEBVIEW_BASE}${pathname === '/' ? '/' : pathname}${search}${hash}`;
}

let landing: string | null = null;

/** The first location the guards let through in this tab (guard 1 keeps a webview there). */
export function landingPath(): string | null {
  return landing;
}

export function recordLanding(path: string): void {
  landing ??= path;
}
