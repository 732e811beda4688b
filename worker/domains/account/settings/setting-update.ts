// The outbox module every settings change shares: laid over the setting's row by the engine, the server's answer stored beneath on delivery.
import type { SettingKey } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import type { MutationKind } from '../../../../schema/outbox';
import { putServerSetting, serverSetting, settingEffect, settingRows, type Setting } from './setting';
import { defineMutation, sendAsDeclared, type MutationModule } from '../../../mutations/mutation';

/**
 * The module of one kind of a setting. A refused change stays laid over the value, shown failed from its outbox
 * entry (with the server's message) until the member retries or discards it; a discard puts the server's value back.
 */
export function settingMutation<S extends SettingKey, K extends MutationKind, P extends K>(setting: Setting<S, K>, kind: P): MutationModule<P, unknown> {
  const change = setting.changes[kind];
  const any = setting as unknown as Setting<SettingKey, MutationKind>;
  return defineMutation({
    kind,
    overlay: { rows: () => settingRows(any), apply: (rows, w) => rows.map((l) => settingEffect(any, w.mutation, l)) },
    send: (api, m) => sendAsDeclared(api, m, { body: (m as { body: unknown }).body, schema: change.answer }),
    async delivered(db, _m, answer) {
      const server = await serverSetting(db, setting.key);
      if (server !== undefined) await putServerSetting(db, setting as Setting<S, never>, change.answered(server, answer), { answered: true });
    },
    fallbackMessage: messages.settingNotSaved,
  });
}
