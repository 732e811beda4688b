// Console preview mode (docs/product.md 4): set by /console-preview for this tab; onboarding and walkthrough count as completed.
import { storedText } from '../lib/browser-storage';

/** Per tab, like the engine each tab runs: the console's preview frame must not change the member's other tabs. */
export const consolePreviewFlag = storedText('session', 'community.consolePreview');

export function isConsolePreview(): boolean {
  return consolePreviewFlag.get() === '1';
}

export function enterConsolePreview(): void {
  consolePreviewFlag.set('1');
}
