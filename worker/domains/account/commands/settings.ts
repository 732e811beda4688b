// Settings commands: marketing preferences, email settings and walkthrough progress, read into the mirror and changed through the outbox.
import type { WalkthroughBody } from '../../../../schema/profile';
import type { AccountResult, EmailSettingsChanges, MarketingChanges } from '../../../engine-results';
import type { EngineContext } from '../../../commands/context';
import { enqueueChange } from '../../../commands/enqueue-change';

export function settingsCommands(ctx: EngineContext) {
  const { puller } = ctx;
  return {
    /** Marketing preferences and email settings from the server into the mirror (the screen shows the mirror). */
    load(): Promise<void> {
      return puller.settings.loadAccountSettings();
    },

    /** Shown at once, sent when it can be; answers the client id. */
    saveMarketingPreferences(changes: MarketingChanges): Promise<AccountResult<string>> {
      return enqueueChange(ctx, { kind: 'marketing_preference.update', body: { marketing_preferences: changes } });
    },

    /** Shown at once, sent when it can be; answers the client id. */
    saveEmailSettings(changes: EmailSettingsChanges): Promise<AccountResult<string>> {
      return enqueueChange(ctx, { kind: 'email_setting.update', body: { email_settings: changes } });
    },

    /** The walkthrough's slides from the server into the mirror. */
    loadWalkthroughSlides(): Promise<void> {
      return puller.settings.loadWalkthroughSlides();
    },

    /**
     * The step reached and completion (a skip too): in the user data the walkthrough guard reads at once, then sent
     * in order with the member's other unsent writes. Answers the client id.
     */
    saveWalkthrough(progress: WalkthroughBody): Promise<AccountResult<string>> {
      return enqueueChange(ctx, { kind: 'walkthrough.update', body: progress });
    },
  };
}
