// The capabilities' contracts, one line each: API paths, routes, mirror tables and write kinds all take theirs from this list.
import { eventsContract } from './events';
import { legalContract } from './legal';
import { paymentsContract } from './payments';
import { savedItemsContract } from './saved-items';

/** Order does not matter; a capability's names must be new (mergeContracts refuses a taken one). */
export const contracts = [savedItemsContract, paymentsContract, eventsContract, legalContract] as const;

export type Contracts = typeof contracts;
