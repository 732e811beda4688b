// What the device remembers for the install offer (docs/product.md 9: install popup disabled): dismissed once, never shown again here.
import { storedText } from '../lib/browser-storage';

const disabled = storedText('local', 'community.installPromptDisabled');

export function installPromptDismissed(): boolean {
  return disabled.get() === '1';
}

export function dismissInstallPrompt(): void {
  disabled.set('1');
}
