// The rule messages that concern one part of the composer, shown beside it.
interface Props {
  id: string;
  messages: string[];
}

export default function FieldErrors({ id, messages }: Props) {
  if (messages.length === 0) return null;
  return (
    <ul className="field-errors" id={id} data-testid="field-errors">
      {messages.map((m) => (
        <li key={m} className="form-error">
          {m}
        </li>
      ))}
    </ul>
  );
}
