// Shared steps of the offline pack journeys: a pack's row as the device holds it, and a <video> played and sought.
import type { Page } from '@playwright/test';
import type { OfflinePack } from '../schema/mirror/offline-packs';

/** The pack's mirror row, read from the page's IndexedDB (what a reload shows). */
export function packRow(page: Page, id: string): Promise<OfflinePack | null> {
  return page.evaluate(
    (packId) =>
      new Promise<OfflinePack | null>((resolve, reject) => {
        const open = indexedDB.open('community');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('offline_packs').objectStore('offline_packs').get(packId);
          get.onsuccess = () => {
            resolve((get.result as OfflinePack | undefined) ?? null);
            open.result.close();
          };
          get.onerror = () => reject(get.error);
        };
      }),
    id,
  );
}

export interface PlayReport {
  /** Where playback got to after playing a moment, then after a seek. */
  played: number;
  sought: number;
  readyState: number;
  duration: number;
}

/** Plays the video a moment, then seeks to `to` and plays on: what a member watching it offline does. */
export async function playAndSeek(page: Page, selector: string, to: number): Promise<PlayReport> {
  return page.locator(selector).first().evaluate(async (v: HTMLVideoElement, target) => {
    v.muted = true;
    if (v.readyState < 1) await new Promise((r, j) => ((v.onloadedmetadata = r), (v.onerror = () => j(new Error(v.error?.message ?? 'media error')))));
    await v.play();
    const start = v.currentTime;
    await new Promise<void>((r) => {
      const tick = () => (v.currentTime > start + 0.3 ? r() : requestAnimationFrame(tick));
      tick();
    });
    const played = v.currentTime;
    v.currentTime = target;
    await new Promise((r) => (v.onseeked = r));
    const sought = v.currentTime;
    await new Promise<void>((r) => {
      const tick = () => (v.currentTime > sought + 0.2 ? r() : requestAnimationFrame(tick));
      tick();
    });
    v.pause();
    return { played, sought, readyState: v.readyState, duration: v.duration };
  }, to);
}
