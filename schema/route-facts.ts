// What the app knows of a route besides its screen: its path, who may open it, its scroll rule (docs/product.md 2.1 and 4).

/**
 * Who may open a screen, as the guards of docs/product.md 4 read it:
 * - `public`: signed in or out (guard 9's public list);
 * - `signedOut`: public, and a signed-in member is sent to root (guard 4);
 * - `member`: signed in only, behind a premium community's paywall (guard 5);
 * - `upkeep`: signed in only, open without an owned plan (the paywall and account upkeep, guard 5).
 */
export type RouteAccess = 'public' | 'signedOut' | 'member' | 'upkeep';

/** docs/product.md 2.1: navigation scrolls to the top except on screens marked as keeping scroll. */
export type ScrollRule = 'top' | 'keep';

export interface RouteFacts {
  /** route pattern in react-router's syntax (src/app/router/match.ts); `?` marks an optional segment */
  path: string;
  access: RouteAccess;
  scroll: ScrollRule;
  /** a parameter the product rules marks numeric: a path whose value is not a number belongs to another route */
  numericParam?: string;
  /**
   * Reached from a mail or the admin console: every detour (guards 5 to 7) lets it through, so a one-time
   * token (confirmation, password reset) or the preview switch is not lost on the way.
   */
  errand?: true;
  /** public, yet shows member content: a session refused there means signing in again and coming back */
  memberContent?: true;
  /**
   * Shown alone, for a frame or a webview that embeds it: no top bar, navigation, prompts or banners around the
   * screen (src/app/Layout.tsx); the guards still run.
   */
  bare?: true;
}
