// A composer's state kept as a draft: restored from the mirror on mount, saved on every change (debounced) and on pagehide.
import { useLiveQuery } from './use-live-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { composerContextKey, composerDraftKey, type ComposerAttachment, type ComposerContext, type LocalComposerDraft } from '../../schema/mirror/composer-drafts';
import { getEngine } from '../data/engine';
import { localDb } from '../data/local-db';
import { useKv } from './use-kv';

export const DRAFT_SAVE_DELAY_MS = 300;
/** Tells an open composer its stored draft was replaced (detail: the context key), so it reads it again. */
export const DRAFT_REPLACED_EVENT = 'composer-draft-replaced';

export interface DraftCodec<S> {
  empty: S;
  toDraft(state: S): { text: string; options: Record<string, unknown>; attachments: ComposerAttachment[] };
  fromDraft(draft: LocalComposerDraft): S;
}

/**
 * The composer's state for `context`, and a setter that keeps it as a draft. `restored` is false until the stored
 * draft (if any) is in place; nothing is saved before then, so a slow read never overwrites a draft with nothing.
 * `reset()` empties the composer after a send (the engine has already forgotten the draft then).
 */
export function useComposerDraft<S>(context: ComposerContext, codec: DraftCodec<S>) {
  const userId = useKv('session')?.user_id ?? null;
  const contextKey = composerContextKey(context);
  const [state, setState] = useState<S>(codec.empty);
  const [restored, setRestored] = useState(false);
  const codecRef = useRef(codec);
  const contextRef = useRef(context);
  // Kept current for the callbacks; this effect runs before the others below.
  useEffect(() => {
    codecRef.current = codec;
    contextRef.current = context;
  });
  const pending = useRef<S | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next === null) return;
    getEngine()
      .drafts.save(contextRef.current, codecRef.current.toDraft(next))
      .catch((err: unknown) => console.warn('Could not keep the draft', err));
  }, []);

  // Restore once per member and context, and again when something else put a draft here (editing an unsent post).
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const again = (e: Event) => {
      if ((e as CustomEvent<string>).detail === contextKey) setGeneration((g) => g + 1);
    };
    window.addEventListener(DRAFT_REPLACED_EVENT, again);
    return () => window.removeEventListener(DRAFT_REPLACED_EVENT, again);
  }, [contextKey]);
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    setRestored(false);
    localDb()
      .composer_drafts.get(composerDraftKey(userId, contextRef.current))
      .then((draft) => {
        if (!live) return;
        setState(draft ? codecRef.current.fromDraft(draft) : codecRef.current.empty);
        setRestored(true);
      })
      .catch(() => live && setRestored(true));
    return () => {
      live = false;
    };
  }, [userId, contextKey, generation]);

  // Save what is pending when the page goes away or the composer closes.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush, contextKey]);

  const update = useCallback(
    (next: S | ((prev: S) => S)) => {
      setState((prev) => {
        const value = typeof next === 'function' ? (next as (p: S) => S)(prev) : next;
        pending.current = value;
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
        return value;
      });
    },
    [flush],
  );

  const reset = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    setState(codecRef.current.empty);
  }, []);

  return { state, update, reset, restored };
}

/** Whether the member has a draft kept for `context` (undefined while unknown): a closed composer reopens for it. */
export function useHasDraft(context: ComposerContext): boolean | undefined {
  const userId = useKv('session')?.user_id ?? null;
  const key = userId === null ? null : composerDraftKey(userId, context);
  return useLiveQuery(async () => (key === null ? false : (await localDb().composer_drafts.get(key)) !== undefined), [key]);
}
