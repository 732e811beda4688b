// A post's poll: options to vote for, the member's choice marked, result bars with counts and percent unless hidden, and the closed state.
import { useLiveQuery } from '../hooks/use-live-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalPollVote } from '../../schema/mirror/poll-votes';
import type { Poll } from '../../schema/polls';
import { getEngine } from '../data/engine';
import { localDb } from '../data/local-db';
import { useLocalMessage } from '../i18n/use-local-message';
import { errorMessage } from '../lib/error-message';
import { formatCount, formatPercent } from '../lib/format-count';
import { shownPoll } from '../lib/poll-counts';
import UnsentControls from './UnsentControls';

/** Whether the poll has ended, re-rendering when its end passes so it closes on screen without a reload. */
function useEnded(endsAt: string): boolean {
  const [ended, setEnded] = useState<{ at: string | null; ended: boolean }>({ at: null, ended: false });
  useEffect(() => {
    const left = new Date(endsAt).getTime() - Date.now();
    // Further off than a timer reaches (about 24 days): it closes at a later visit.
    if (left > 2 ** 31 - 1) return;
    const t = setTimeout(() => setEnded({ at: endsAt, ended: true }), Math.max(0, left));
    return () => clearTimeout(t);
  }, [endsAt]);
  return ended.at === endsAt && ended.ended;
}

interface Props {
  postId: number;
  poll: Poll | null;
  canVote: boolean;
}

/** Nothing (and no live query) for a post without a poll: most cards of a feed. */
export default function PollView({ poll, ...rest }: Props) {
  return poll ? <PollBody poll={poll} {...rest} /> : null;
}

function PollBody({ postId, poll, canVote }: Props & { poll: Poll }) {
  const vote = useLiveQuery(async () => (await localDb().poll_votes.get(poll.id)) ?? null, [poll.id]) as LocalPollVote | null | undefined;
  const ended = useEnded(poll.ends_at);
  const [error, setError] = useState<string | null>(null);
  const { t, i18n } = useTranslation('posts');
  const local = useLocalMessage();
  const shown = shownPoll(poll, vote ?? undefined);
  const chosen = vote?.option_id ?? null;
  const open = canVote && !ended;
  const choose = (optionId: number | null) => {
    setError(null);
    getEngine()
      .polls.vote(postId, poll.id, optionId)
      .catch((err: unknown) => setError(errorMessage(err)));
  };

  return (
    <section className="poll" aria-label={t('poll.region')} data-testid="poll">
      <ul className="plain-list poll__options">
        {shown.options.map((o) => {
          const mine = chosen === o.id;
          return (
            <li key={o.id} className={`poll__option${mine ? ' poll__option--chosen' : ''}`} data-testid="poll-option" data-chosen={mine || undefined}>
              {o.percent !== null && <span className="poll__bar" style={{ width: `${o.percent}%` }} aria-hidden="true" />}
              <span className="poll__text" dir="auto">
                {mine && <span aria-label={t('poll.yourVote')}>✓ </span>}
                {o.text}
              </span>
              {o.count !== null && (
                <span className="poll__count" data-testid="poll-count">
                  {formatCount(o.count)} · {formatPercent(o.percent ?? 0)}
                </span>
              )}
              {open && (
                <button type="button" className="button button--small poll__vote" aria-pressed={mine} onClick={() => choose(mine ? null : o.id)}>
                  {/* The name says which option ("Vote for Tea"); the visible word is part of it (WCAG 2.5.3). */}
                  <span aria-hidden="true">{mine ? t('poll.takeBack') : t('poll.vote')}</span>
                  <span className="visually-hidden">{mine ? t('poll.takeBackFor', { option: o.text }) : t('poll.voteFor', { option: o.text })}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="muted poll__meta">
        {shown.total !== null && `${t('poll.votes', { count: shown.total, n: formatCount(shown.total) })} · `}
        {ended ? t('poll.ended') : t('poll.ends', { time: new Date(poll.ends_at).toLocaleString(i18n.language) })}
      </p>
      {shown.total === null && !ended && <p className="muted">{t('poll.hidden')}</p>}
      {vote?.status && vote.client_id && <UnsentControls status={vote.status} clientId={vote.client_id} error={vote.error} />}
      {error && (
        <p className="form-error" role="alert">
          {local(error)}
        </p>
      )}
    </section>
  );
}
