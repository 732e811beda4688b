// engine.legal: the community's privacy policy and terms brought to the device, so the prompt's links and the sign-up screen read them offline too.
import { fillPath } from '../../../../schema/api-paths';
import { legalContract } from '../../../../schema/legal';
import { legalKinds, type LegalKind } from '../../../../schema/legal/legal-rules';
import { legalDocumentAnswer } from '../../../../schema/legal/wire';
import type { EngineContext } from '../../../commands/context';
import { kvGet, kvPut } from '../../../kv';

export function legalCommands({ db, api }: Pick<EngineContext, 'db' | 'api'>) {
  const path = legalContract.apiPaths.legalDocument;

  /** The current version of one document into the device's kv (startup data: it outlives a sign-out, as the configuration does). */
  async function load(kind: LegalKind): Promise<void> {
    const { legal_document } = await api.client.request('GET', fillPath(path, { kind }), { schema: legalDocumentAnswer });
    await db.transaction('rw', db.kv, async () => {
      const held = (await kvGet(db, 'legalDocuments')) ?? {};
      await kvPut(db, 'legalDocuments', { ...held, [kind]: legal_document });
    });
  }

  return {
    load,
    /** Both documents, each only when the device lacks the version the configuration names (the prompt asks this first). */
    async loadCurrent(): Promise<void> {
      const [held, config] = await Promise.all([kvGet(db, 'legalDocuments'), kvGet(db, 'configuration')]);
      const due = legalKinds.filter((k) => !config || held?.[k]?.version !== config.legal[k].version);
      await Promise.all(due.map(load));
    },
  };
}
