// The side column's list of the member's own groups, read from the device's mirror (so it shows offline), each opening its feed.
import { useTranslation } from 'react-i18next';
import { href } from '../app/links';
import { Link, useLocation } from '../app/router';
import { shellNamespaces } from '../app/screen-domain';
import { useGroups } from '../hooks/use-groups';
import { listedInGroups } from '../lib/group-rules';
import SidePanelFrame from './SidePanelFrame';

export default function SideGroups() {
  const { t } = useTranslation(shellNamespaces);
  const { pathname } = useLocation();
  const groups = useGroups();
  if (groups === undefined) return null;
  const mine = groups.filter((g) => g.is_mine === 1 && listedInGroups(g)).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <SidePanelFrame name="groups" title={t('side.myGroups')} empty={t('side.noGroups')} more={{ to: href('groups'), label: t('side.allGroups') }}>
      {mine.length === 0 ? null : (
        <ul className="side-groups">
          {mine.map((g) => {
            const to = href('groups', { groupId: g.key });
            return (
              <li key={g.key}>
                <Link to={to} aria-current={pathname === to || pathname.startsWith(`${to}/`) ? 'page' : undefined}>
                  {g.image ? (
                    <img className="side-groups__image" src={g.image.small} alt="" loading="lazy" decoding="async" />
                  ) : (
                    <span className="side-groups__image side-groups__image--blank" aria-hidden="true">
                      {g.name.charAt(0).toUpperCase()}
                    </span>
                  )}
                  <bdi className="side-groups__name">{g.name}</bdi>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </SidePanelFrame>
  );
}
