// Configuration changes: what the community decides (the same for every member) and the registration snippet made from it.
import { communityDecided } from '../../../../schema/configuration';
import type { Materialiser } from '../../../core/materialisers/materialiser';
import { loadConfiguration, registrationSnippetOf } from '../configuration';

/** The one row, whatever ids the page names: the deployment's keys stay out (each device keeps its startup answer's). */
export const configurationUpsert: Materialiser<'configuration.upsert'> = {
  load: async (db, _viewerId, ids) => {
    const config = await loadConfiguration(db);
    const body = { data: communityDecided.parse(config), registration_snippet: registrationSnippetOf(config) };
    return new Map(ids.map((id) => [id, body]));
  },
};
