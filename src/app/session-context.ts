// The member's signed-in state as screens and guards see it, shared through React context.
import { createContext, useContext } from 'react';
import type { Configuration } from '../../schema/configuration';
import type { UserData } from '../../schema/session';

export interface SessionState {
  /** false until the mirror has been read once; guards wait for it */
  ready: boolean;
  /** a session exists and user data is loaded (docs/product.md 4), and the app has not ended it */
  signedIn: boolean;
  configuration: Configuration | null;
  userData: UserData | null;
  /**
   * Treats the current session as ended at once (sign-out, or the server refusing it) while
   * the engine wipes it, so no screen keeps acting signed in meanwhile.
   */
  endSessionLocally(): void;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}
