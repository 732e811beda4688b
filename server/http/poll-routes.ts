// Poll votes: vote or change the vote, retract it (both idempotent with an Idempotency-Key), and the member's own votes.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { pollVotesQuery, voteBody } from '../../schema/polls';
import { postParams } from '../../schema/posts';
import { accountPollVotes, setVote } from '../domain/poll-votes';
import { requireViewer } from './authenticate';
import { readIdempotencyKey, sendStored } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

export function pollRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // The body is built by the engine from the options shown, not typed: a malformed one is a 400.
  app.post(apiPaths.pollVotes, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    const { option_id } = parseInput(voteBody, request.body);
    return sendStored(reply, await setVote(db, viewer, id, option_id, readIdempotencyKey(request)));
  });

  app.delete(apiPaths.pollVotes, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    return sendStored(reply, await setVote(db, viewer, id, null, readIdempotencyKey(request)));
  });

  app.get(apiPaths.accountPollVotes, async (request) => {
    const viewer = await requireViewer(db, request);
    return accountPollVotes(db, viewer, parseInput(pollVotesQuery, request.query).question_ids);
  });
}
