// The signed-out screens' heading, "Welcome to" or "Log in to" the community, its name kept apart from the words around it (right to left).
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context';
import { withSlot } from '../../i18n/with-slot';

export default function CommunityHeading({ greeting }: { greeting: 'welcome' | 'loginTo' }) {
  const { t } = useTranslation('login');
  const { configuration } = useSession();
  const name = configuration?.artist_long_name || configuration?.app_name;
  return (
    <h1>{name ? withSlot((community) => t(greeting, { community }), <bdi>{name}</bdi>) : t(`${greeting}Default` as const)}</h1>
  );
}
