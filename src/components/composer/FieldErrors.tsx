// The rule messages that concern one part of the composer, shown beside it in the page's language (the catalogue's, schema/post-rules.ts).
import { useLocalMessage } from '../../i18n/use-local-message';

interface Props {
  id: string;
  messages: string[];
}

export default function FieldErrors({ id, messages }: Props) {
  const local = useLocalMessage();
  if (messages.length === 0) return null;
  return (
    <ul className="field-errors" id={id} data-testid="field-errors">
      {messages.map((m) => (
        <li key={m} className="form-error">
          {local(m)}
        </li>
      ))}
    </ul>
  );
}
