// The realtime gateway's request URLs as a test or bench sees them: a subscribe, and a long-poll of an active subscription.
export const SUBSCRIBE = /\/pn\/v2\/subscribe\//;

/** A subscribe with a timetoken (the handshake asks with tt=0): from the first, realtime is ACTIVE. */
export const isActiveLongPoll = (url: string): boolean => SUBSCRIBE.test(url) && !/[?&]tt=0(&|$)/.test(url);
