// The shape of a screen while its code or first data is on the way: grey blocks instead of a blank area.
import { useTranslation } from 'react-i18next';

export default function ScreenSkeleton({ label, cards = 2 }: { label?: string; cards?: number }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton stack" role="status" aria-busy="true" data-testid="skeleton">
      <span className="visually-hidden">{label ?? t('loading')}</span>
      <div className="skeleton__line skeleton__line--title" />
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="skeleton__card card">
          <div className="skeleton__line skeleton__line--short" />
          <div className="skeleton__line" />
          <div className="skeleton__line" />
        </div>
      ))}
    </div>
  );
}
