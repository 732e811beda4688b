// One optional part of the post composer (poll, link button, sharing, schedule): its frame, its messages, its removal.
import { useId, type ReactNode } from 'react';
import FieldErrors from './FieldErrors';

interface Props {
  legend: string;
  testId: string;
  errors: string[];
  removeLabel: string;
  onRemove(): void;
  children: ReactNode;
}

export default function ComposerPart({ legend, testId, errors, removeLabel, onRemove, children }: Props) {
  const id = useId();
  return (
    <fieldset className="composer-part" data-testid={testId} aria-describedby={errors.length ? `${id}-errors` : undefined}>
      <legend>{legend}</legend>
      {children}
      <FieldErrors id={`${id}-errors`} messages={errors} />
      <button type="button" className="button button--small button--quiet composer-part__action" onClick={onRemove}>
        {removeLabel}
      </button>
    </fieldset>
  );
}
