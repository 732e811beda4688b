// The community configuration as the change feed brings it: a host's change reaches every open app without a reload (docs/architecture.md, "The community's look").
import { kvGet, kvPut } from '../../../kv';
import { defineCollection } from '../../../collections/collection';

/**
 * The startup row, not a table of rows: what the community decides replaces the device's copy, and what the
 * deployment decides (realtime, push keys, single sign-on, captcha) stays as the last startup answer gave it. Before
 * any startup answer there is nothing to lay it over; the next one brings it all.
 */
export const configurationRow = defineCollection<'configuration.upsert'>({
  table: 'kv',
  changes: {
    'configuration.upsert': async (db, changes) => {
      const latest = changes.at(-1);
      const held = await kvGet(db, 'configuration');
      if (!latest || !held) return;
      await kvPut(db, 'configuration', { ...held, ...latest.data });
      await kvPut(db, 'registrationSnippet', latest.registration_snippet);
    },
  },
});
