// The mark a server started with E2E_HOOKS=1 puts in its app shell; only a marked page hands its engine to page scripts.
export const E2E_HOOKS_META = 'e2e-hooks';

/** POST, only on a server started with E2E_HOOKS=1: one pass of the event reminders now (answers `{ sent }`), for journeys. */
export const E2E_EVENT_REMINDERS_PATH = '/api/e2e/events/run-reminders';
