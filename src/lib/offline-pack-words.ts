// What an offline pack's state says to the member: one line of status, in plain words of the page's language, from the pack's row.
import { packProgress, type OfflinePack } from '../../schema/mirror/offline-packs';
import { i18n } from '../i18n/i18n';
import { formatBytes } from './format-bytes';

export type PackView =
  | { kind: 'off' }
  | { kind: 'downloading' | 'paused' | 'complete'; done: number; total: number; sized: boolean; line: string; auto: boolean };

/** The control's view of a pack row: off when there is none or the member removed it. */
export function packView(pack: OfflinePack | null | undefined): PackView {
  if (!pack || pack.state === 'removed') return { kind: 'off' };
  const { done, total, sized } = packProgress(pack);
  // Before the first answers tell the sizes, only what is stored, if anything.
  const amount = sized ? i18n.t('courses:offline.amountOf', { done: formatBytes(done), total: formatBytes(total) }) : done > 0 ? formatBytes(done) : '';
  const line = (state: string) => (amount ? `${state} · ${amount}` : state);
  const auto = pack.origin === 'auto';
  if (pack.state === 'complete') return { kind: 'complete', done, total, sized, auto, line: i18n.t('courses:offline.complete', { size: formatBytes(total) }) };
  if (pack.state === 'paused') {
    const state = pack.waiting === 'storage' ? i18n.t('courses:offline.noSpace') : i18n.t('courses:offline.paused');
    return { kind: 'paused', done, total, sized, auto, line: line(state) };
  }
  const state =
    pack.waiting === 'network'
      ? i18n.t('courses:offline.waiting')
      : pack.waiting === 'unavailable'
        ? i18n.t('courses:offline.notReady')
        : i18n.t('courses:offline.downloading');
  return { kind: 'downloading', done, total, sized, auto, line: line(state) };
}
