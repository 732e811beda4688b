// The writes still waiting to be sent, listed so the member knows exactly what signing out or deleting would lose.
import type { Mutation } from '../../schema/outbox';

const EXCERPT = 80;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
}

function describe(m: Mutation): string {
  return m.kind === 'post.create' ? `Post in ${m.wall_key}` : 'Comment';
}

export default function UnsentList({ unsent }: { unsent: readonly Mutation[] }) {
  return (
    <ul className="unsent-list" data-testid="unsent-list">
      {unsent.map((m) => (
        <li key={m.client_id}>
          <span className="unsent-list__kind">{describe(m)}:</span> “{excerpt(m.body.body)}”
        </li>
      ))}
    </ul>
  );
}
