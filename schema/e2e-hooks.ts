// The mark a server started with E2E_HOOKS=1 puts in its app shell; only a marked page hands its engine to page scripts.
export const E2E_HOOKS_META = 'e2e-hooks';
