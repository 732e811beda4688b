// Walkthrough progress: a step or the finish lands in the user data at once, so guard 7 lets the member on, offline too.
import { walkthrough } from '../settings/walkthrough';
import { settingMutation } from '../settings/setting-update';

export const walkthroughUpdate = settingMutation(walkthrough, 'walkthrough.update');
