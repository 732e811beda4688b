// Shared by the engine's attachment tests: a picked file as the app hands it over, and what the outbox holds.
import type { Harness } from './engine-harness';

/** A file the member picked, as the composer passes it to the engine. */
export const pickedFile = (bytes: Buffer, name: string, type: string) => ({ id: name, blob: new Blob([new Uint8Array(bytes)], { type }), file_name: name, content_type: type });

/** Every write delivered: nothing left in the outbox. */
export const outboxSettled = async (h: Harness) => (await h.mirror.outbox.count()) === 0;

/** The outbox's kinds, oldest first. */
export const outboxKinds = async (h: Harness) => (await h.mirror.outbox.orderBy('seq').toArray()).map((e) => e.mutation.kind);
