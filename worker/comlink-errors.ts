// Lets API errors keep `code`, `data` and `kind` across Comlink: its stock handler sends only message, name and stack.
import * as Comlink from 'comlink';

interface Thrown {
  value: unknown;
}
type Serialized = { isError: boolean; value: Record<string, unknown> | unknown };

/** The app's stock Comlink copies every field of the serialized error onto the Error it rethrows. */
export function keepErrorFields(): void {
  const stock = Comlink.transferHandlers.get('throw') as Comlink.TransferHandler<Thrown, Serialized> | undefined;
  if (!stock) return;
  Comlink.transferHandlers.set('throw', {
    canHandle: stock.canHandle,
    deserialize: stock.deserialize,
    serialize(thrown: Thrown): [Serialized, Transferable[]] {
      const [serialized, transfer] = stock.serialize(thrown);
      const error = thrown.value;
      if (serialized.isError && error instanceof Error) {
        // kind too: the app words "no answer" (offline) apart from a server's refusal.
        const { code, data, kind } = error as Error & { code?: unknown; data?: unknown; kind?: unknown };
        serialized.value = { ...(serialized.value as Record<string, unknown>), code, data, kind };
      }
      return [serialized, transfer];
    },
  } as Comlink.TransferHandler<unknown, unknown>);
}
