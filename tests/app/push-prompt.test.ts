// When the app offers push notifications (src/lib/push-prompt.ts).
import { describe, expect, it } from 'vitest';
import { pushPromptAction, type PushPromptFacts } from '../../src/lib/push-prompt';

const now = Date.parse('2026-11-25T12:00:00Z');
const daysAgo = (d: number) => new Date(now - d * 24 * 60 * 60 * 1000).toISOString();
const facts = (over: Partial<PushPromptFacts> = {}): PushPromptFacts => ({
  permission: 'default',
  registered: false,
  turnedOffHere: false,
  wrote: true,
  skips: [],
  online: true,
  now,
  ...over,
});

describe('the push prompt', () => {
  it('never asks on arrival or while the member reads, only right after their own post, comment or message', () => {
    expect(pushPromptAction(facts({ wrote: false }))).toBe('none');
    expect(pushPromptAction(facts({ wrote: true }))).toBe('ask');
  });

  it('registers quietly where permission is given, whether or not the member wrote', () => {
    expect(pushPromptAction(facts({ permission: 'granted', wrote: false }))).toBe('register');
  });

  it('waits longer after each "Not now", and stops after the third', () => {
    expect(pushPromptAction(facts({ skips: [daysAgo(2)] }))).toBe('none');
    expect(pushPromptAction(facts({ skips: [daysAgo(4)] }))).toBe('ask');
    expect(pushPromptAction(facts({ skips: [daysAgo(20), daysAgo(10)] }))).toBe('none');
    expect(pushPromptAction(facts({ skips: [daysAgo(30), daysAgo(15)] }))).toBe('ask');
    expect(pushPromptAction(facts({ skips: [daysAgo(200), daysAgo(150), daysAgo(61)] }))).toBe('none');
  });

  it('asks nothing where push is refused or missing, and registers quietly where it is already allowed', () => {
    expect(pushPromptAction(facts({ permission: 'denied' }))).toBe('none');
    expect(pushPromptAction(facts({ permission: 'unsupported' }))).toBe('none');
    expect(pushPromptAction(facts({ permission: 'granted' }))).toBe('register');
    expect(pushPromptAction(facts({ permission: 'granted', registered: true }))).toBe('none');
    expect(pushPromptAction(facts({ permission: 'granted', online: false }))).toBe('none');
  });

  it('leaves a device the member turned off alone: neither registered again quietly nor offered', () => {
    expect(pushPromptAction(facts({ permission: 'granted', turnedOffHere: true }))).toBe('none');
    expect(pushPromptAction(facts({ turnedOffHere: true }))).toBe('none');
  });

  it('does not offer while offline', () => {
    expect(pushPromptAction(facts({ online: false }))).toBe('none');
  });
});
