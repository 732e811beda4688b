// The payments clock: real time plus an offset that only an E2E_HOOKS=1 server lets a test move (docs/architecture.md "Paid plans").

let offsetMs = 0;

/** Now, as every payments decision (holdings, renewals, grace, previews) reads it. */
export function paymentsNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Moves the clock forward (end-to-end hook and tests only); answers the new now. */
export function advancePaymentsClock(seconds: number): Date {
  offsetMs += Math.max(0, seconds) * 1000;
  return paymentsNow();
}

/** Back to real time (tests). */
export function resetPaymentsClock(): void {
  offsetMs = 0;
}
