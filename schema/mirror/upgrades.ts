// Every data upgrade of the mirror by name, in one module the versions load only when a device runs one (versions.ts).
import { authorsToMembers, linkPreviewField, pinField, postKindFields } from './early-upgrades';
import { heldRowsToServerState } from './held-rows-upgrade';
import { renameWriteKinds } from './write-kind-renames';

export const upgrades = { authorsToMembers, postKindFields, linkPreviewField, pinField, renameWriteKinds, heldRowsToServerState };
