// holdings.upsert: what the member holds, laid over the device's user data so a purchase or a lapse shows without a reload.
import { defineCollection } from '../../../collections/collection';
import { kvGet } from '../../../kv';
import { updateServerRows } from '../../../overlay/rebase';
import type { UserData } from '../../../../schema/session';
import { followHoldings } from '../premium-rows';

/** The user data row, not a table of rows: only the newest change counts, and only for the member signed in now. */
export const holdingsRow = defineCollection<'holdings.upsert'>({
  table: 'kv',
  changes: {
    'holdings.upsert': async (db, changes, ctx) => {
      const latest = changes.at(-1);
      if (!latest || !(await kvGet(db, 'userData'))) return;
      // Plans lost take their premium rows off the device; plans gained have the held pages read again.
      await followHoldings(db, latest.data.plans, ctx);
      const { owned_web_subscriptions, owned_products } = latest.data;
      await updateServerRows(db, 'kv', ['userData'], (row) => ({
        key: 'userData' as const,
        value: { ...(row.value as UserData), owned_web_subscriptions, owned_products },
      }));
    },
  },
});
