// Leaves for root once a change the member made is in the mirror the guards read, not merely answered by the engine.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '../app/router';
import { href } from '../app/links';

/**
 * The engine answers before the page's live query has the new user data; navigating at once would let a guard
 * (onboarding, walkthrough) see the old data and send the member straight back. `ready` is that data's condition.
 */
export function useLeaveWhen(ready: boolean): () => void {
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (leaving && ready) void navigate(href('root'), { replace: true });
  }, [leaving, ready, navigate]);
  return useCallback(() => setLeaving(true), []);
}
