// @vitest-environment jsdom
// A new build found while the member reads one screen loads at the next screen they open, whichever render of the layout sees it.
import { describe, expect, it } from 'vitest';
import { updatePendingAt, updateReady } from '../../src/app/update-notice';

describe('the next navigation after a new build is found', () => {
  it('is any screen other than the one shown when the build was found, not the same one again', () => {
    window.history.replaceState(null, '', '/login/password');
    expect(updatePendingAt('/forgot-password')).toBe(false);
    updateReady(() => undefined);
    expect(updatePendingAt('/login/password')).toBe(false);
    expect(updatePendingAt('/forgot-password')).toBe(true);
  });
});
