// Group commands: reading the community's groups and the member's own into the mirror.
import type { EngineContext } from './context';

export function groupCommands({ puller }: EngineContext) {
  return {
    /** Pulls groups and the member's groups into the mirror. */
    refresh(): Promise<void> {
      return puller.refreshGroups();
    },
  };
}
