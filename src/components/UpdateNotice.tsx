// The banner offering a reload when a newer build of the site is available.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, hideUpdateNotice, isUpdateNoticeVisible, subscribeUpdateNotice } from '../app/update-notice';

export default function UpdateNotice() {
  const visible = useSyncExternalStore(subscribeUpdateNotice, isUpdateNoticeVisible);
  const { t } = useTranslation(['common', 'messages']);
  if (!visible) return null;
  return (
    <div className="update-notice" role="alert" data-testid="update-notice">
      <span>{t('messages:updateAvailable')}</span>
      <button type="button" className="button button--small" onClick={applyUpdate}>
        {t('update.refresh')}
      </button>
      <button type="button" className="button button--small button--quiet" aria-label={t('update.dismiss')} onClick={hideUpdateNotice}>
        ×
      </button>
    </div>
  );
}
