// The text to show for an error the engine passed back over Comlink.
import { messages } from '../../schema/messages';

export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : messages.somethingWrong;
}
