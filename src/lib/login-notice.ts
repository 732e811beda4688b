// A one-off notice for the login screen (e.g. after deleting the account), kept in sessionStorage so it outlives the redirects.
import { storedText } from './browser-storage';

export const loginNoticeStore = storedText('session', 'community.loginNotice');

export function setLoginNotice(text: string): void {
  loginNoticeStore.set(text);
}
