// Polls a condition until it holds, for effects the engine produces in the background.
export async function waitFor<T>(probe: () => Promise<T> | T, what: string, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
