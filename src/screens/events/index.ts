// The events' screens: the list, an event, the hosts' editor, Events in the navigation, and the words for unsent answers and reminder changes.
import { lazy } from 'react';
import CalendarDays from 'lucide-react/icons/calendar-days';
import { href } from '../../app/links';
import { lazyScreen } from '../../app/lazy-screen';
import { defineScreenDomain } from '../../app/screen-domain';
import { eventWords } from './event-words';

const editor = lazyScreen(() => import('./EventEditorScreen'));

export const eventsScreens = defineScreenDomain({
  name: 'events',
  namespace: 'events',
  screens: {
    events: lazyScreen(() => import('./EventsScreen')),
    event: lazyScreen(() => import('./EventScreen')),
    eventNew: editor,
    eventEdit: editor,
  },
  destinations: [{ label: 'events:nav', to: href('events'), routes: ['events', 'event', 'eventNew', 'eventEdit'], icon: CalendarDays }],
  // The next few events beside the content on a wide screen (src/components/SideColumn.tsx).
  sideColumn: [{ name: 'events', Panel: lazy(() => import('./SideEvents')) }],
  unsentWords: eventWords,
});
