// How a poll shows on the device: counts with the member's unsent vote laid over the server's, and percentages.
import type { LocalPollVote } from '../../schema/mirror/poll-votes';
import type { Poll } from '../../schema/polls';

type Vote = Pick<LocalPollVote, 'option_id' | 'server_option_id'> | undefined;

/** The server's count, plus what the member changed since (never below zero). */
export function shownOptionCount(serverCount: number, optionId: number, vote: Vote): number {
  if (!vote) return serverCount;
  return Math.max(0, serverCount + (vote.option_id === optionId ? 1 : 0) - (vote.server_option_id === optionId ? 1 : 0));
}

export interface ShownOption {
  id: number;
  text: string;
  /** null while results are hidden */
  count: number | null;
  percent: number | null;
}

/** Each option's count and whole percent as the member sees them; counts stay hidden where the server hides them. */
export function shownPoll(poll: Poll, vote: Vote): { options: ShownOption[]; total: number | null } {
  const counts = poll.options.map((o) => (o.votes_count === null ? null : shownOptionCount(o.votes_count, o.id, vote)));
  const hidden = counts.some((c) => c === null);
  const total = hidden ? null : counts.reduce<number>((sum, c) => sum + (c ?? 0), 0);
  return {
    total,
    options: poll.options.map((o, i) => {
      const count = hidden ? null : counts[i]!;
      const percent = count === null ? null : total ? Math.round((count / total) * 100) : 0;
      return { id: o.id, text: o.text, count, percent };
    }),
  };
}
