// Composer drafts in the mirror: what a member half-wrote, per member and context, written as that member only.
import type { LocalDb } from '../../../schema/local-db';
import { composerDraftKey, type ComposerAttachment, type ComposerContext, type LocalComposerDraft } from '../../../schema/mirror/composer-drafts';
import { currentUserId, writeAsMember } from '../../mirror-writes';

/** What a composer keeps of itself between visits. */
export interface ComposerDraftState {
  text: string;
  options: Record<string, unknown>;
  attachments: ComposerAttachment[];
}

const isEmpty = (s: ComposerDraftState) => s.text.trim() === '' && Object.keys(s.options).length === 0 && s.attachments.length === 0;

/** Keeps the composer's state (an empty composer leaves no draft behind); nothing when signed out. */
export async function saveDraft(db: LocalDb, context: ComposerContext, state: ComposerDraftState): Promise<void> {
  const userId = await currentUserId(db);
  if (userId === null) return;
  await writeAsMember(db, userId, async () => {
    const key = composerDraftKey(userId, context);
    if (isEmpty(state)) await db.composer_drafts.delete(key);
    else await db.composer_drafts.put({ key, context, ...state, updated_at: Date.now() });
  });
}

export async function loadDraft(db: LocalDb, context: ComposerContext): Promise<LocalComposerDraft | null> {
  const userId = await currentUserId(db);
  return userId === null ? null : ((await db.composer_drafts.get(composerDraftKey(userId, context))) ?? null);
}

/** Forgets a draft; inside a write that already holds the member's transaction, pass its user id. */
export async function clearDraft(db: LocalDb, context: ComposerContext, userId?: number): Promise<void> {
  const id = userId ?? (await currentUserId(db));
  if (id === null) return;
  await db.composer_drafts.delete(composerDraftKey(id, context));
}
