// Saving and unsaving: laid over the member's saved row at once (a save shows the device's summary); the server's answer becomes the row beneath.
import { z } from 'zod';
import { savedItemUid } from '../../../../schema/saved-items/saved-item-rules';
import { savedItemAnswer, savedItemCreate, savedItemDelete, type SavedItemWrite } from '../../../../schema/saved-items/wire';
import type { MutationOf } from '../../../../schema/outbox';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';
import { overlay, writeState } from '../../../overlay/overlay';
import { dropSavedItems, putSavedItems } from '../saved-rows';

const uidOf = (m: SavedItemWrite) => savedItemUid(m.body.saveable_type, m.body.saveable_id);
const rowOf = (m: SavedItemWrite) => [{ table: 'saved_items' as const, key: uidOf(m) }];
const fallbackMessage = 'Could not change your saved items';

export const savedItemCreateWrite = defineMutation<'saved_item.create', z.infer<typeof savedItemAnswer>>({
  kind: 'saved_item.create',
  shape: savedItemCreate,
  // Saved already (on the server or by an earlier write): it keeps its place in the list.
  overlay: overlay<MutationOf<'saved_item.create'>>(rowOf, {
    saved_items: (row, w) => ({
      uid: uidOf(w.mutation),
      ...w.mutation.body,
      saved_at: row?.saved_at ?? new Date(w.created_at).toISOString(),
      item: row?.item ?? w.mutation.item,
      ...writeState(w),
    }),
  }),
  send: (api, m) => sendAsDeclared(api, m, { body: m.body, schema: savedItemAnswer }),
  delivered: (db, _m, answer) => putSavedItems(db, [answer.saved_item]),
  fallbackMessage,
});

export const savedItemDeleteWrite = defineMutation<'saved_item.delete', unknown>({
  kind: 'saved_item.delete',
  shape: savedItemDelete,
  overlay: overlay<MutationOf<'saved_item.delete'>>(rowOf, { saved_items: () => undefined }),
  send: (api, m) => sendAsDeclared(api, m, { params: { ...m.body }, schema: z.unknown() }),
  delivered: (db, m) => dropSavedItems(db, [uidOf(m)]),
  fallbackMessage,
});
