// The phone's bottom bar (docs/product.md 9: 48 px plus the safe area): the main areas within a thumb's reach.
import { useSession } from '../app/session-context';
import MainNav from './MainNav';

export default function BottomBar() {
  const { signedIn } = useSession();
  return signedIn ? <MainNav className="bottom-bar" phone /> : null;
}
