// When the app offers installing: phones only, no store app, not installed, never once dismissed; the browser's or Safari's way.
import { describe, expect, it } from 'vitest';
import { browserInstallFacts, installPromptKind, type InstallPromptFacts } from '../../src/lib/install-prompt';

const phone: InstallPromptFacts = { mobile: true, hasStoreApp: false, installed: false, dismissed: false, browserOffer: true, iosSafari: false };

describe('installPromptKind', () => {
  it('offers our Install button on a phone whose browser offered installing', () => {
    expect(installPromptKind(phone)).toBe('button');
  });
  it('offers nothing on a computer, with a store app, once installed or once dismissed', () => {
    expect(installPromptKind({ ...phone, mobile: false })).toBe('none');
    expect(installPromptKind({ ...phone, hasStoreApp: true })).toBe('none');
    expect(installPromptKind({ ...phone, installed: true })).toBe('none');
    expect(installPromptKind({ ...phone, dismissed: true })).toBe('none');
  });
  it("shows Safari's Share steps on an iPhone, and nothing where the browser has no way to install", () => {
    expect(installPromptKind({ ...phone, browserOffer: false, iosSafari: true })).toBe('ios-steps');
    expect(installPromptKind({ ...phone, browserOffer: false })).toBe('none');
  });
});

const nav = (userAgent: string, extra: Record<string, unknown> = {}) => ({ userAgent, maxTouchPoints: 0, ...extra }) as unknown as Navigator;
const never = () => false;

describe('browserInstallFacts', () => {
  it('tells phones from computers by the user agent, or by userAgentData where the browser has it', () => {
    expect(browserInstallFacts(nav('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'), never).mobile).toBe(true);
    expect(browserInstallFacts(nav('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36'), never).mobile).toBe(false);
    expect(browserInstallFacts(nav('Mozilla/5.0 (X11; Linux x86_64)', { userAgentData: { mobile: true } }), never).mobile).toBe(true);
  });
  it('knows Safari on an iPhone and on an iPad that says it is a Mac, but not Chrome on iOS', () => {
    expect(browserInstallFacts(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'), never).iosSafari).toBe(true);
    expect(browserInstallFacts(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', { maxTouchPoints: 5 }), never)).toMatchObject({ iosSafari: true, mobile: true });
    expect(browserInstallFacts(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) CriOS/120 Mobile/15E148 Safari/604.1'), never).iosSafari).toBe(false);
  });
  it('knows when it already runs installed', () => {
    expect(browserInstallFacts(nav('Android Mobile'), (q) => q === '(display-mode: standalone)').installed).toBe(true);
  });
});
