// Where guard 9 keeps the post-login target: per tab, so another tab's sign-in never jumps elsewhere.
const KEY = 'community.postLoginRedirect';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

export function readStoredRedirect(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function storeRedirect(path: string): void {
  // Only same-origin paths: a stored value is navigated to without further checks.
  if (path.startsWith('/') && !path.startsWith('//')) storage()?.setItem(KEY, path);
}

export function clearStoredRedirect(): void {
  storage()?.removeItem(KEY);
}
