// Member changes: a member's public card, once per name or avatar change, whatever they wrote.
import { memberWiresByIds } from '../member-wire';
import type { Materialiser } from '../../../core/materialisers/materialiser';

export const memberUpsert: Materialiser<'member.upsert'> = {
  load: async (db, _viewerId, ids) => {
    const wires = await memberWiresByIds(db, ids);
    return new Map([...wires].map(([id, data]) => [id, { data }]));
  },
};
