// The app's top bar (docs/product.md 9: 64 px, 48 px on phones): community name, status, account menu (the navigation is in the side column or the bottom bar).
import { useTranslation } from 'react-i18next';
import { Link } from '../app/router';
import { href } from '../app/links';
import { useSession } from '../app/session-context';
import AccountMenu from './AccountMenu';
import ConnectivityIndicator from './ConnectivityIndicator';

export default function TopBar() {
  const { signedIn, configuration } = useSession();
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <Link to={href('root')} className="top-bar__brand">
        {/* The community's own name reads in its own direction. */}
        {configuration?.app_name ? <bdi>{configuration.app_name}</bdi> : t('appName')}
      </Link>
      <ConnectivityIndicator />
      {signedIn && <AccountMenu />}
    </header>
  );
}
