// Verifies a captcha token with the configured provider (form post of secret and response; JSON {success}).
import { messages } from '../../../schema/messages';
import type { AccountSettings } from './account-context';
import { HttpError } from '../../core/http-error';

const VERIFY_TIMEOUT_MS = 10_000;

export async function captchaPasses(settings: AccountSettings, token: string | undefined): Promise<boolean> {
  if (!settings.captcha || !token) return false;
  try {
    const res = await fetch(settings.captcha.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.captcha.secret, response: token }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!res.ok) return false;
    const answer = (await res.json()) as { success?: unknown };
    return answer.success === true;
  } catch (err) {
    // An unreachable provider cannot vouch for anyone: the member may try again.
    console.error(`Captcha verification failed: ${(err as Error).message}`);
    return false;
  }
}

export async function assertCaptcha(settings: AccountSettings, token: string | undefined): Promise<void> {
  if (!(await captchaPasses(settings, token))) throw new HttpError(422, messages.captchaRequired);
}
