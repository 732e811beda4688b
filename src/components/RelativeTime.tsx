// A timestamp shown as "5 minutes ago" in the page's language, refreshed each minute, with the exact time on hover.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../lib/relative-time';

export default function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString(i18n.language)}>
      {formatRelativeTime(iso, now, i18n.language)}
    </time>
  );
}
