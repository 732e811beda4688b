// Runs one engine account call at a time for a form: busy while it runs, the refusal's message when it fails.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, FALLBACK_MESSAGE } from '../lib/error-message';

type Outcome = { ok: true } | { ok: false; message: string };

export interface AccountAction {
  busy: boolean;
  error: string | null;
  setError(message: string | null): void;
  /** Resolves the call's result, or null when the engine could not be reached. */
  run<P extends Promise<Outcome>>(call: () => P): Promise<Awaited<P> | null>;
  /**
   * false once the screen has gone, e.g. a guard moved on when the result changed user data: a screen
   * that navigates afterwards must not pull the member back from where the guards sent them.
   */
  isMounted(): boolean;
}

export function useAccountAction(): AccountAction {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A result that lands after the screen left (a guard moved on) must not touch its state.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Comlink turns Promise<A | B> into Promise<A> | Promise<B>, hence the promise type as the parameter.
  const run = useCallback(async <P extends Promise<Outcome>>(call: () => P): Promise<Awaited<P> | null> => {
    setBusy(true);
    setError(null);
    try {
      const result = await call();
      if (mounted.current && !result.ok) setError(result.message || FALLBACK_MESSAGE);
      return result;
    } catch (err) {
      if (mounted.current) setError(errorMessage(err));
      return null;
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, []);

  const isMounted = useCallback(() => mounted.current, []);
  return { busy, error, setError, run, isMounted };
}
