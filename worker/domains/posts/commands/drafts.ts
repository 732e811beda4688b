// Draft commands: the composer's text, attachments and options kept per member and context until sent.
import type { ComposerContext } from '../../../../schema/mirror/composer-drafts';
import { clearDraft, loadDraft, saveDraft, type ComposerDraftState } from '../composer-drafts';
import type { EngineContext } from '../../../commands/context';

export function draftCommands({ db }: EngineContext) {
  return {
    /** Keeps the composer's state (the app debounces); an empty state removes the draft. */
    save: (context: ComposerContext, state: ComposerDraftState) => saveDraft(db, context, state),
    /** The member's draft for this context, or null. */
    load: (context: ComposerContext) => loadDraft(db, context),
    clear: (context: ComposerContext) => clearDraft(db, context),
  };
}
