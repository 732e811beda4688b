// /console-preview: turns on console preview mode for this tab (docs/product.md 4), then opens the app as a member would see it.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../app/router';
import { enterConsolePreview } from '../../app/console-preview';
import { href } from '../../app/links';
import { getEngine } from '../../data/engine';

export default function ConsolePreviewScreen() {
  const { t } = useTranslation('console-preview');
  const navigate = useNavigate();
  useEffect(() => {
    enterConsolePreview();
    // The engine's requests carry X-Console-Preview from now on; the flag is set before the app moves on.
    void getEngine()
      .setConsolePreview(true)
      .catch(() => undefined)
      .finally(() => void navigate(href('root'), { replace: true }));
  }, [navigate]);
  return (
    <p className="muted" role="status">
      {t('opening')}
    </p>
  );
}
