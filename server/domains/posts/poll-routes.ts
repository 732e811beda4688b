// Poll votes: vote or change the vote, retract it (both idempotent with an Idempotency-Key), and the member's own votes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { pollVotesQuery, voteBody } from '../../../schema/polls';
import { postParams } from '../../../schema/posts';
import { accountPollVotes, setVote } from './poll-votes';
import { readIdempotencyKey, sendStored } from '../../http/idempotency-key';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';
import { builtBody } from '../../http/validate';

export function pollRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The body is built by the engine from the options shown, not typed: a malformed one is a 400.
  app.post(apiPaths.pollVotes, { config: { access: 'member' }, schema: { params: postParams, body: builtBody(voteBody) } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    const { option_id } = request.body;
    return sendStored(reply, await setVote(db, viewer, id, option_id, readIdempotencyKey(request)));
  });

  app.delete(apiPaths.pollVotes, { config: { access: 'member' }, schema: { params: postParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return sendStored(reply, await setVote(db, viewer, id, null, readIdempotencyKey(request)));
  });

  app.get(apiPaths.accountPollVotes, { config: { access: 'member' }, schema: { querystring: pollVotesQuery } }, async (request) => {
    const viewer = viewerOf(request);
    return accountPollVotes(db, viewer, request.query.question_ids);
  });
}
