// What an offline pack's state says to the member: one line of status, in plain words, from the pack's row.
import { packProgress, type OfflinePack } from '../../schema/mirror/offline-packs';
import { formatBytes } from './format-bytes';

export type PackView =
  | { kind: 'off' }
  | { kind: 'downloading' | 'paused' | 'complete'; done: number; total: number; sized: boolean; line: string; auto: boolean };

/** The control's view of a pack row: off when there is none or the member removed it. */
export function packView(pack: OfflinePack | null | undefined): PackView {
  if (!pack || pack.state === 'removed') return { kind: 'off' };
  const { done, total, sized } = packProgress(pack);
  // Before the first answers tell the sizes, only what is stored, if anything.
  const amount = sized ? ` · ${formatBytes(done)} of ${formatBytes(total)}` : done > 0 ? ` · ${formatBytes(done)}` : '';
  const auto = pack.origin === 'auto';
  if (pack.state === 'complete') return { kind: 'complete', done, total, sized, auto, line: `On this device · ${formatBytes(total)}` };
  if (pack.state === 'paused') {
    const line = pack.waiting === 'storage' ? `Not enough space on this device${amount}` : `Paused${amount}`;
    return { kind: 'paused', done, total, sized, auto, line };
  }
  const line =
    pack.waiting === 'network'
      ? `Waiting for a connection${amount}`
      : pack.waiting === 'unavailable'
        ? `Some files are not ready yet; trying again soon${amount}`
        : `Downloading${amount}`;
  return { kind: 'downloading', done, total, sized, auto, line };
}
