// "Liked by": opens a list of the members who liked a post or comment (its dialog loads when first opened).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LikeableType } from '../../schema/likes';
import { lazyScreen } from '../app/lazy-screen';
import OnDemand from './OnDemand';

const LikersDialog = lazyScreen(() => import('./LikersDialog'));

export default function LikedBy({ type, id, count }: { type: LikeableType; id: number; count: number }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const { t } = useTranslation('posts');
  if (count <= 0 || id <= 0) return null;
  return (
    <>
      <button type="button" className="link-button liked-by" onClick={() => setOpen(true)}>
        {t('like.likedByOpen')}
      </button>
      {open && (
        <OnDemand>
          <LikersDialog type={type} id={id} onClose={close} />
        </OnDemand>
      )}
    </>
  );
}
