// An invisible marker at the end of a list that reports whether it is on screen, for infinite scroll.
import { useEffect, useRef } from 'react';

export default function LoadMoreSentinel({ onChange }: { onChange(visible: boolean): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Start a screen early, so older posts are there before the member reaches the end.
    const observer = new IntersectionObserver((entries) => onChange(entries.some((e) => e.isIntersecting)), {
      rootMargin: '0px 0px 600px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [onChange]);
  return <div ref={ref} className="sentinel" data-testid="feed-end" aria-hidden="true" />;
}
