// A text box that offers members after `@` and hashtags after `#` (arrow keys move, Enter or Tab picks, Escape closes).
import { useId, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useMentionSuggestions, type Suggestion } from '../../hooks/use-mention-suggestions';
import { activeToken, applySuggestion, type ActiveToken } from '../../lib/mention-query';
import MentionSuggestions from './MentionSuggestions';

interface Props {
  label: string;
  value: string;
  maxLength: number;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
  onChange(text: string): void;
  /** Files pasted into the text (a screenshot, an image copied): the composer attaches them. */
  onPasteFiles?(files: File[]): void;
  /** The composer's buttons put text at the caret: a mention's `@` (its suggestions open) or an emoji. */
  handle?: Ref<MentionTextAreaHandle>;
}

export interface MentionTextAreaHandle {
  insert(text: string): void;
}

export default function MentionTextArea({ label, value, maxLength, disabled, describedBy, invalid, onChange, onPasteFiles, handle }: Props) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [token, setToken] = useState<ActiveToken | null>(null);
  const [active, setActive] = useState(0);
  const suggestions = useMentionSuggestions(token);
  const open = token !== null && suggestions.length > 0;
  // Where the caret goes once a picked suggestion's text is on screen. Placed as the value commits, before the next key
  // can arrive: a later frame could move the caret back into text typed meanwhile.
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = caretAfterPick.current;
    if (caret === null || !ref.current || ref.current.value !== value) return;
    caretAfterPick.current = null;
    ref.current.setSelectionRange(caret, caret);
  }, [value]);

  const track = (el: HTMLTextAreaElement) => {
    setToken(el.selectionStart === el.selectionEnd ? activeToken(el.value, el.selectionStart) : null);
    setActive(0);
  };

  useImperativeHandle(handle, () => ({
    insert(text: string) {
      const el = ref.current;
      if (!el) return;
      const start = el.selectionStart ?? value.length;
      const end = el.selectionEnd ?? start;
      // A mention's `@` starts a word of its own.
      const put = text === '@' && start > 0 && !/\s/u.test(value.charAt(start - 1)) ? ' @' : text;
      const next = value.slice(0, start) + put + value.slice(end);
      caretAfterPick.current = start + put.length;
      onChange(next);
      el.focus();
      // A mention's `@` opens its suggestions as typing it would.
      setToken(activeToken(next, start + put.length));
      setActive(0);
    },
  }));

  const pick = (s: Suggestion) => {
    if (!token) return;
    const next = applySuggestion(value, token, s.value);
    caretAfterPick.current = next.caret;
    onChange(next.text);
    setToken(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pick(suggestions[Math.min(active, suggestions.length - 1)]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setToken(null);
    }
  };

  return (
    <div className="mention-field">
      <textarea
        ref={ref}
        className="composer__input"
        aria-label={label}
        placeholder={`${label}…`}
        value={value}
        maxLength={maxLength}
        rows={3}
        disabled={disabled}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          onChange(e.target.value);
          track(e.target);
        }}
        onKeyDown={onKeyDown}
        onPaste={(e) => {
          const files = [...e.clipboardData.files];
          if (!onPasteFiles || files.length === 0) return;
          e.preventDefault();
          onPasteFiles(files);
        }}
        onSelect={(e) => track(e.currentTarget)}
        onBlur={() => setToken(null)}
      />
      {open && <MentionSuggestions id={listId} suggestions={suggestions} active={active} onPick={pick} />}
    </div>
  );
}
