// The member's own answer to an event in words: going, interested, not going, or their waitlist place ("You are 2nd on the waitlist").
import { useTranslation } from 'react-i18next';
import type { UserRsvp } from '../../../schema/events/wire';
import { waitlisted } from '../../../schema/events/event-rules';
import { languageInUse } from '../../i18n/language-in-use';

/** English says 1st, 2nd, 3rd, 4th: the ordinal's category in the language in use picks the words. */
const ordinalCategory = (n: number): 'one' | 'two' | 'few' | 'other' => {
  const category = new Intl.PluralRules(languageInUse(), { type: 'ordinal' }).select(n);
  return category === 'one' || category === 'two' || category === 'few' ? category : 'other';
};

export default function AnswerNote({ rsvp }: { rsvp: UserRsvp | null }) {
  const { t } = useTranslation('events');
  if (!rsvp) return null;
  const place = rsvp.waitlist_position;
  const text = waitlisted(rsvp) && place != null ? t(`waitlistPlace.${ordinalCategory(place)}`, { n: place }) : t(`yourAnswer.${rsvp.status}`);
  return (
    <p className={`event-answer event-answer--${waitlisted(rsvp) ? 'waitlist' : rsvp.status}`} data-testid="event-answer">
      {text}
    </p>
  );
}
