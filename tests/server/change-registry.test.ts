// The change-kind registry: every kind of schema/sync.ts has a materialiser, and an unknown stored kind fails loudly.
import { describe, expect, it } from 'vitest';
import { changeKinds } from '../../schema/sync';
import type { MaterialiserRegistry } from '../../server/core/materialisers/materialiser';
import { materialiserFor, materialisers } from '../../server/core/materialisers/registry';

describe('change-kind registry', () => {
  it('has exactly one materialiser per declared change kind', () => {
    expect(Object.keys(materialisers).sort()).toEqual([...changeKinds].sort());
    for (const kind of changeKinds) expect(materialiserFor(kind)).toBe(materialisers[kind]);
  });

  it('fails loudly on a stored kind it does not know, instead of dropping the change', () => {
    expect(() => materialiserFor('poll.upsert')).toThrow('No materialiser for change kind "poll.upsert"');
    expect(() => materialiserFor('toString')).toThrow(/No materialiser/);
  });

  it('does not compile a registry that misses a kind', () => {
    const { 'like.delete': _left, ...withoutLikeDelete } = materialisers;
    // @ts-expect-error like.delete has no materialiser
    const incomplete: MaterialiserRegistry = withoutLikeDelete;
    expect(Object.keys(incomplete)).not.toContain('like.delete');
  });
});
