// A labelled input of the app's forms; the hint describes the field without becoming part of its name, and its problem shows beside it.
import { useId, type InputHTMLAttributes } from 'react';
import { useLocalMessage } from '../i18n/use-local-message';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
  /** The field's problem in the product's words (said in the page's language), shown under it. */
  error?: string | null;
}

export default function TextField({ label, value, onChange, hint, error, ...input }: Props) {
  const id = useId();
  const local = useLocalMessage();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <span className="field__error" id={`${id}-error`}>
          {local(error)}
        </span>
      )}
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  );
}
