// A timestamp shown as "5 minutes ago", refreshed each minute, with the exact time on hover.
import { useEffect, useState } from 'react';
import { formatRelativeTime } from '../lib/relative-time';

export default function RelativeTime({ iso }: { iso: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString()}>
      {formatRelativeTime(iso, now)}
    </time>
  );
}
