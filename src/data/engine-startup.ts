// The page's start-up loads (startup data, the member's user data): each runs on its own, and one the network stopped runs again when it returns.

/** The two loads, as the engine offers them. */
export interface StartupLoads {
  loadStartup(): Promise<void>;
  /** An answer, never a rejection: `status` -1 (no answer), 408 (time-out) and 5xx are worth another try. */
  loadUserData(): Promise<{ ok: true } | { ok: false; status: number }>;
}

/** No answer, a time-out or a server fault: the same load can succeed later. */
export function worthRetrying(status: number): boolean {
  return status === -1 || status === 408 || status >= 500;
}

export interface StartupCatchUp {
  /** Runs every load not yet done (at start, and whenever the network is back); concurrent calls share one run. */
  run(): Promise<void>;
  /** Loads still to do. */
  pending(): string[];
}

/**
 * Starting offline is a normal start: each load that failed for want of a network stays to do and runs again on
 * `run()` (the page calls it when the browser or the engine says it is online again). A refusal is final: the
 * engine has already acted on it (a refused user data load ends the session, docs/product.md 4).
 */
export function createStartupCatchUp(loads: StartupLoads, log: (message: string, error: unknown) => void): StartupCatchUp {
  const todo = new Map<string, () => Promise<boolean>>([
    [
      'startup',
      async () => {
        await loads.loadStartup();
        return true;
      },
    ],
    [
      'userData',
      async () => {
        const answer = await loads.loadUserData();
        return answer.ok || !worthRetrying(answer.status);
      },
    ],
  ]);
  let running: Promise<void> | null = null;

  async function runAll(): Promise<void> {
    await Promise.all(
      [...todo].map(async ([name, load]) => {
        try {
          if (await load()) todo.delete(name);
        } catch (error) {
          // Offline or the server away: it stays to do, for the next time the network is back.
          log(`Start-up load "${name}" waits for the network`, error);
        }
      }),
    );
  }

  return {
    run() {
      running ??= runAll().finally(() => {
        running = null;
      });
      return running;
    },
    pending: () => [...todo.keys()],
  };
}
