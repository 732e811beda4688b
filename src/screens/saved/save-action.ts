// "Save" on a post's menu, an article's and a lesson's actions: saves or unsaves it through the engine, offline too.
import type { ItemAction } from '../../app/screen-domain';
import { getEngine } from '../../data/engine';
import { useSavedItem } from './use-saved-items';

export const saveAction: ItemAction = {
  name: 'save',
  useAction(item) {
    const saved = useSavedItem(item);
    if (saved === undefined) return null;
    const ref = { type: item.type, id: item.id };
    return {
      label: saved ? 'Remove from saved' : 'Save',
      pressed: saved !== null,
      run: () => void (saved ? getEngine().saved.unsave(ref) : getEngine().saved.save(ref)).catch((e: unknown) => console.warn('Could not change saved items', e)),
    };
  },
};
