// How long to pin a post: a day, a week, a month or forever (the host's or the group admin's choice).
import { useTranslation } from 'react-i18next';
import { pinDurations, type PinDuration } from '../../../schema/pin-rules';
import DialogFrame from '../DialogFrame';


export default function PinDialog({ onPin, onCancel }: { onPin(duration: PinDuration): void; onCancel(): void }) {
  const { t } = useTranslation('posts');
  return (
    <DialogFrame title={t('pin.title')} testId="pin-dialog" closeLabel={t('actions.cancel')} onClose={onCancel}>
      <p>{t('pin.text')}</p>
      <div className="pin-choices">
        {pinDurations.map((duration) => (
          <button key={duration} type="button" className="button button--quiet" onClick={() => onPin(duration)}>
            {t(`pin.${duration}`)}
          </button>
        ))}
      </div>
    </DialogFrame>
  );
}
