// How the post composer's state is kept as a draft and read back.
import type { DraftCodec } from '../../hooks/use-composer-draft';
import { draftOptions, emptyComposer, fromDraftOptions, type ComposerState } from '../../lib/composer-state';

export const postDraftCodec: DraftCodec<ComposerState> = {
  empty: emptyComposer,
  toDraft: (s) => ({ text: s.text, options: draftOptions(s), attachments: s.attachments }),
  fromDraft: (d) => ({ text: d.text, attachments: d.attachments, ...fromDraftOptions(d.options) }),
};
