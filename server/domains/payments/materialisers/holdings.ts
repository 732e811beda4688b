// holdings.upsert: the member's own holdings, read when their feed is read (entity id: the member), so a late read says what holds now.
import type { ChangeBody, Materialiser } from '../../../core/materialisers/materialiser';
import { ownedOf } from '../owned';

export const holdingsUpsert: Materialiser<'holdings.upsert'> = {
  load: async (db, viewerId, ids) => {
    const out = new Map<number, ChangeBody<'holdings.upsert'>>();
    if (ids.includes(viewerId)) out.set(viewerId, { data: await ownedOf(db, viewerId) });
    return out;
  },
};
