// The saved items' screens: the Saved screen, its place in the navigation, Save on an item's menu, and the words for unsent saves.
import Bookmark from 'lucide-react/icons/bookmark';
import { href } from '../../app/links';
import { lazyScreen } from '../../app/lazy-screen';
import { defineScreenDomain } from '../../app/screen-domain';
import { saveAction } from './save-action';
import { savedWords } from './saved-words';

export const savedItemsScreens = defineScreenDomain({
  name: 'saved-items',
  namespace: 'saved',
  screens: { saved: lazyScreen(() => import('./SavedScreen')) },
  destinations: [{ label: 'saved:nav', to: href('saved'), routes: ['saved'], icon: Bookmark }],
  itemActions: [saveAction],
  unsentWords: savedWords,
});
