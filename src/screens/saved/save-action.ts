// "Save" on a post's menu, an article's and a lesson's actions: saves or unsaves it through the engine, offline too.
import { useTranslation } from 'react-i18next';
import type { ItemAction } from '../../app/screen-domain';
import { getEngine } from '../../data/engine';
import { useSavedItem } from './use-saved-items';

export const saveAction: ItemAction = {
  name: 'save',
  useAction(item) {
    const saved = useSavedItem(item);
    // Shown on a post's menu in every screen: never holds the screen while its words load (they load with the shell).
    const { t, ready } = useTranslation('saved', { useSuspense: false });
    if (saved === undefined || !ready) return null;
    const ref = { type: item.type, id: item.id };
    return {
      label: saved ? t('unsave') : t('save'),
      pressed: saved !== null,
      run: () => void (saved ? getEngine().saved.unsave(ref) : getEngine().saved.save(ref)).catch((e: unknown) => console.warn('Could not change saved items', e)),
    };
  },
};
