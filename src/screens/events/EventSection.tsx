// A titled part of an event's screen (answers, attendees, calendar): a section named by its heading.
import { useId, type ReactNode } from 'react';

export default function EventSection({ title, className, testId, children }: { title: string; className: string; testId: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={`stack ${className}`} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="event-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
