// The third-party software the build ships, asked of the engine (which reads the build's lists) each time the screen opens.
import { useCallback, useEffect, useState } from 'react';
import { thirdPartyParts } from '../../../schema/third-party-parts';
import { getEngine } from '../../data/engine';
import { errorMessage } from '../../lib/error-message';
import { mergeThirdParty, type ShippedPackage } from '../../lib/third-party-software';

export type ThirdPartyState =
  | { status: 'loading' }
  /** `partial`: some part's list could not be read, the rest shows */
  | { status: 'ready'; packages: ShippedPackage[]; partial: boolean }
  /** `message`: a failure in words; null when no list could be read at all */
  | { status: 'failed'; message: string | null };

export function useThirdPartySoftware(): { state: ThirdPartyState; retry(): void } {
  const [state, setState] = useState<ThirdPartyState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getEngine()
      .about.thirdPartySoftware()
      .then(
        (lists) => {
          if (!live) return;
          const read = thirdPartyParts.filter((part) => lists[part] !== null);
          if (read.length === 0) return setState({ status: 'failed', message: null });
          setState({ status: 'ready', packages: mergeThirdParty(lists), partial: read.length < thirdPartyParts.length });
        },
        (err: unknown) => live && setState({ status: 'failed', message: errorMessage(err, 'load') }),
      );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
