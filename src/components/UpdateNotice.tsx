// The banner offering a reload when a newer build of the site is available.
import { useSyncExternalStore } from 'react';
import { messages } from '../../schema/messages';
import { applyUpdate, hideUpdateNotice, isUpdateNoticeVisible, subscribeUpdateNotice } from '../app/update-notice';

export default function UpdateNotice() {
  const visible = useSyncExternalStore(subscribeUpdateNotice, isUpdateNoticeVisible);
  if (!visible) return null;
  return (
    <div className="update-notice" role="alert" data-testid="update-notice">
      <span>{messages.updateAvailable}</span>
      <button type="button" className="button button--small" onClick={applyUpdate}>
        Refresh
      </button>
      <button type="button" className="button button--small button--quiet" aria-label="Dismiss" onClick={hideUpdateNotice}>
        ×
      </button>
    </div>
  );
}
