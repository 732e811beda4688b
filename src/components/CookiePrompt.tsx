// With the configuration's pwa_cookie_strict_mode on, the visitor is asked for their cookie choice until they make one (docs/product.md 9).
import { lazyScreen } from '../app/lazy-screen';
import { useSession } from '../app/session-context';
import { useCookieChoice } from '../hooks/use-cookie-choice';
import OnDemand from './OnDemand';

// Only a community in strict mode asks, and only until the visitor chose: the banner and its words stay out of the entry chunk.
const CookieBanner = lazyScreen(() => import('../screens/cookies/CookieBanner'));

export default function CookiePrompt() {
  const { configuration } = useSession();
  const { chosen } = useCookieChoice();
  if (configuration?.pwa_cookie_strict_mode !== true || chosen) return null;
  return (
    <OnDemand>
      <CookieBanner />
    </OnDemand>
  );
}
