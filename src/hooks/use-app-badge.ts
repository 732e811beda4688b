// The app icon's badge, where the platform shows one: the member's unseen activities, as the service worker sets it when a push arrives.
import { useEffect } from 'react';
import { useSession } from '../app/session-context';

type BadgeNavigator = Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

export function useAppBadge(): void {
  const { signedIn, userData } = useSession();
  const count = signedIn ? (userData?.new_activities_total_count ?? 0) : 0;
  useEffect(() => {
    const nav = navigator as BadgeNavigator;
    if (!nav.setAppBadge || !nav.clearAppBadge) return;
    // Refused where the app is not installed: the badge is a nicety, never an error.
    (count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge()).catch(() => undefined);
  }, [count]);
}
