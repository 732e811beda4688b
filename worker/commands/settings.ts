// Settings commands: marketing preferences, email settings and walkthrough progress.
import type { LocalDb } from '../../schema/local-db';
import {
  emailSettingsBody,
  marketingPreferencesBody,
  walkthroughBody,
  type EmailSettings,
  type MarketingPreferences,
  type WalkthroughBody,
  type WalkthroughSlide,
} from '../../schema/profile';
import { attempt, done, validate } from '../account-results';
import type { AccountResult, EmailSettingsChanges, MarketingChanges } from '../engine-api';
import { inOrder } from '../serial';
import { asMember, patchUserData } from '../user-data';
import type { EngineContext } from './context';

/** A member-only call whose answer wraps the value the app wants. */
function answerOf<T, V>(db: LocalDb, call: () => Promise<T>, pick: (answer: T) => V): Promise<AccountResult<V>> {
  return asMember(db, async () => {
    const answer = await attempt(call);
    return answer.ok ? { ok: true, value: pick(answer.value) } : answer;
  });
}

export function settingsCommands({ db, api }: EngineContext) {
  // A step saved in the background must not land after (and undo) the finish that follows it.
  const walkthroughSaves = inOrder();

  return {
    marketingPreferences(): Promise<AccountResult<MarketingPreferences>> {
      return answerOf(db, () => api.marketingPreferences(), (a) => a.marketing_preferences);
    },

    async saveMarketingPreferences(changes: MarketingChanges): Promise<AccountResult<MarketingPreferences>> {
      const body = validate(marketingPreferencesBody, { marketing_preferences: changes });
      if (!body.ok) return body;
      return answerOf(db, () => api.saveMarketingPreferences(body.value), (a) => a.marketing_preferences);
    },

    emailSettings(): Promise<AccountResult<EmailSettings>> {
      return answerOf(db, () => api.emailSettings(), (a) => a.email_settings);
    },

    async saveEmailSettings(changes: EmailSettingsChanges): Promise<AccountResult<EmailSettings>> {
      const body = validate(emailSettingsBody, { email_settings: changes });
      if (!body.ok) return body;
      return answerOf(db, () => api.saveEmailSettings(body.value), (a) => a.email_settings);
    },

    walkthroughSlides(): Promise<AccountResult<WalkthroughSlide[]>> {
      return answerOf(db, () => api.walkthroughSlides(), (a) => a.slides);
    },

    /** The step reached and completion (a skip too) land in the user data the walkthrough guard reads; saves land in call order. */
    saveWalkthrough(progress: WalkthroughBody): Promise<AccountResult> {
      return walkthroughSaves(async () => {
        const body = validate(walkthroughBody, progress);
        if (!body.ok) return body;
        return asMember(db, async (session) => {
          const answer = await attempt(() => api.saveWalkthrough(body.value));
          if (!answer.ok) return answer;
          await patchUserData(db, session.user_id, (data) => ({ ...data, ...answer.value }));
          return done;
        });
      });
    },
  };
}
