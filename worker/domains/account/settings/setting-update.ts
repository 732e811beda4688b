// The outbox hooks every settings change shares: laid over the setting's row at once, the server's answer stored on delivery, gone on discard.
import type { SettingKey } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import type { MutationKind } from '../../../../schema/outbox';
import { kvGet } from '../../../kv';
import { storeSetting, type Setting, type SettingValue } from './setting';
import { defineMutation, sendAsDeclared, type MutationModule } from '../../../mutations/mutation';

/**
 * The module of one kind of a setting. A refused change stays laid over the value, shown failed from its outbox
 * entry (with the server's message) until the member retries or discards it; a discard puts the server's value back.
 */
export function settingMutation<S extends SettingKey, K extends MutationKind, P extends K>(setting: Setting<S, K>, kind: P): MutationModule<P, unknown> {
  const change = setting.changes[kind];
  return defineMutation({
    kind,
    write: (db, m) => storeSetting(db, setting, { adding: m }),
    send: (api, m) => sendAsDeclared(api, m, { body: (m as { body: unknown }).body, schema: change.answer }),
    async delivered(db, m, answer) {
      const row = await kvGet(db, setting.key);
      const server = row ? change.answered(row.server as SettingValue<S>, answer) : undefined;
      await storeSetting(db, setting, { server, without: m.client_id, answered: true });
    },
    refused: async () => {},
    retried: async () => {},
    discarded: (db) => storeSetting(db, setting),
    fallbackMessage: messages.settingNotSaved,
  });
}
