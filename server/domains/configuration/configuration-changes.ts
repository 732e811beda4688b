// A host's change of the community configuration: stored over the row, logged with who, when, before and after, and announced on the change feed.
import { eq, sql } from 'drizzle-orm';
import type { Configuration } from '../../../schema/configuration';
import type { ConfigurationPatch } from '../../../schema/configuration-patch';
import type { Database } from '../../db/connect';
import { appendChanges } from '../../core/changes';
import type { Viewer } from '../sessions/sessions';
import { defaultConfiguration } from './configuration';
import { communityConfiguration, configurationChanges } from './configuration-schema';

/** The configuration's one row: the entity every `configuration.upsert` names. */
export const CONFIGURATION_ID = 1;

/** JSON with object keys sorted: two values are the same setting whatever order their keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface ConfigurationChange {
  before: Partial<Configuration>;
  after: Partial<Configuration>;
}

/** The keys whose value the patch changes, each as it read (defaults included) and as it will read. */
export function changedKeys(current: Configuration, patch: ConfigurationPatch): ConfigurationChange {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const was = current[key as keyof Configuration];
    if (canonical(was) === canonical(value)) continue;
    before[key] = was ?? null;
    after[key] = value;
  }
  return { before: before as Partial<Configuration>, after: after as Partial<Configuration> };
}

/**
 * Applies a host's change in one transaction: the row locked (two hosts' changes apply one after the other), each key
 * the patch names replaced whole, the change logged and a `configuration.upsert` appended for every member's device
 * (docs/architecture.md, "The community's look"). A patch that changes nothing writes nothing. Answers what changed.
 */
export async function changeConfiguration(db: Database, viewer: Viewer, patch: ConfigurationPatch): Promise<ConfigurationChange> {
  return db.transaction(async (tx) => {
    await tx.insert(communityConfiguration).values({ id: CONFIGURATION_ID, data: {} }).onConflictDoNothing();
    const [row] = await tx.select().from(communityConfiguration).where(eq(communityConfiguration.id, CONFIGURATION_ID)).for('update');
    const stored = row?.data ?? {};
    const change = changedKeys({ ...defaultConfiguration(), ...stored }, patch);
    if (Object.keys(change.after).length === 0) return change;
    await tx
      .update(communityConfiguration)
      .set({ data: { ...stored, ...change.after }, updatedAt: sql`now()` })
      .where(eq(communityConfiguration.id, CONFIGURATION_ID));
    await tx.insert(configurationChanges).values({ changedBy: viewer.user.id, before: change.before, after: change.after });
    await appendChanges(tx, [{ kind: 'configuration.upsert', entityId: CONFIGURATION_ID }]);
    return change;
  });
}
