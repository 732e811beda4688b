// The visitor's cookie choice as React state, following changes made in this tab and in others.
import { DEFAULT_COOKIE_CHOICE, type CookieChoice } from '../../schema/constants';
import { cookieChoiceStore, parseCookieChoice } from '../app/consent';
import { useStoredText } from './use-stored-text';

export interface CookieChoiceState {
  /** the choice in force (allow_essentials until one is made) */
  choice: CookieChoice;
  /** the visitor made one on this device */
  chosen: boolean;
}

export function useCookieChoice(): CookieChoiceState {
  const stored = parseCookieChoice(useStoredText(cookieChoiceStore));
  return { choice: stored ?? DEFAULT_COOKIE_CHOICE, chosen: stored !== null };
}
