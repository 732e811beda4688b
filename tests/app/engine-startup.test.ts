// Starting offline is a normal start: start-up data and user data each load on their own and catch up when the network returns.
import { describe, expect, it } from 'vitest';
import { createStartupCatchUp, type StartupLoads } from '../../src/data/engine-startup';

function fakeEngine() {
  const calls: string[] = [];
  let online = false;
  const offline = () => new Error('Engine start failed: network /api/v1/startup');
  const loads: StartupLoads = {
    async loadStartup() {
      calls.push('startup');
      if (!online) throw offline();
    },
    async loadUserData() {
      calls.push('userData');
      return online ? { ok: true } : { ok: false, status: -1 };
    },
  };
  return { loads, calls, goOnline: () => (online = true) };
}

describe('createStartupCatchUp', () => {
  it('offline: both loads are tried, neither stops the other, and both run again when the network returns', async () => {
    const e = fakeEngine();
    const logged: string[] = [];
    const catchUp = createStartupCatchUp(e.loads, (m) => logged.push(m));
    await catchUp.run();
    expect(e.calls.sort()).toEqual(['startup', 'userData']);
    expect(catchUp.pending().sort()).toEqual(['startup', 'userData']);
    expect(logged).toHaveLength(1);

    e.goOnline();
    e.calls.length = 0;
    await catchUp.run();
    expect(e.calls.sort()).toEqual(['startup', 'userData']);
    expect(catchUp.pending()).toEqual([]);
    // Done is done: a later return of the network loads nothing again.
    e.calls.length = 0;
    await catchUp.run();
    expect(e.calls).toEqual([]);
  });

  it('a refusal of the user data is final (the engine ended the session), a server fault is tried again', async () => {
    let status = 500;
    const catchUp = createStartupCatchUp(
      { loadStartup: async () => {}, loadUserData: async () => ({ ok: false, status }) },
      () => {},
    );
    await catchUp.run();
    expect(catchUp.pending()).toEqual(['userData']);
    status = 403;
    await catchUp.run();
    expect(catchUp.pending()).toEqual([]);
  });

  it('concurrent runs (the online event and the engine saying it is reachable) share one', async () => {
    const e = fakeEngine();
    e.goOnline();
    const catchUp = createStartupCatchUp(e.loads, () => {});
    await Promise.all([catchUp.run(), catchUp.run()]);
    expect(e.calls.sort()).toEqual(['startup', 'userData']);
  });
});
