// Saves the profile edit form as a sequence of engine calls, stopping at the first refusal.
import type { ProfileBody, CustomUserValue } from '../../../schema/profile';
import type { EngineHandle } from '../../data/engine';

export interface ProfileChanges {
  avatarUrl: string | null;
  displayName: string | null;
  profile: ProfileBody | null;
  values: CustomUserValue[];
  completeOnboarding: boolean;
}

type Outcome = { ok: true } | { ok: false; message: string };

/** Onboarding is completed last: the server refuses it while a mandatory field is still empty. */
export async function saveProfile(engine: EngineHandle, changes: ProfileChanges): Promise<Outcome> {
  const steps: (() => Promise<Outcome>)[] = [];
  if (changes.avatarUrl) steps.push(() => engine.profile.setAvatar(changes.avatarUrl!));
  if (changes.displayName !== null) steps.push(() => engine.profile.changeDisplayName(changes.displayName!));
  if (changes.profile) steps.push(() => engine.profile.update(changes.profile!));
  if (changes.values.length > 0) steps.push(() => engine.profile.saveCustomValues(changes.values));
  if (changes.completeOnboarding) steps.push(() => engine.profile.completeOnboarding());
  for (const step of steps) {
    const result = await step();
    if (!result.ok) return result;
  }
  return { ok: true };
}
