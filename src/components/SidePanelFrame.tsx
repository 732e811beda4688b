// One panel of the wide screen's side column: its title, its list or the words for an empty one, and a link to the whole area.
import type { ReactNode } from 'react';
import { Link } from '../app/router';

interface Props {
  /** Names the panel's title id and its test id (`side-<name>`). */
  name: string;
  title: string;
  /** The words shown instead of the list when it is empty (null children). */
  empty: string;
  more: { to: string; label: string };
  children: ReactNode | null;
}

export default function SidePanelFrame({ name, title, empty, more, children }: Props) {
  return (
    <section className="side-panel" aria-labelledby={`side-${name}-title`} data-testid={`side-${name}`}>
      <h2 className="side-panel__title" id={`side-${name}-title`}>
        {title}
      </h2>
      {children ?? <p className="muted">{empty}</p>}
      <Link className="side-panel__more" to={more.to}>
        {more.label}
      </Link>
    </section>
  );
}
