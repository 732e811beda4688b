// The activity categories the member turned off (notification-centre settings) as a mirrored setting: a switch moves at once, offline too.
import { activityCategories, activityExclusions, type ActivityCategory, type ActivityExclusions } from '../../../../schema/activities';
import { defineSetting } from './setting';

/** In the order the settings list them, each once. */
export const inCategoryOrder = (categories: readonly ActivityCategory[]): ActivityCategory[] =>
  activityCategories.filter((c) => categories.includes(c));

export const activityExclusionsSetting = defineSetting<'activityExclusions', 'activity_exclusion.update'>({
  key: 'activityExclusions',
  changes: {
    'activity_exclusion.update': {
      answer: activityExclusions,
      apply: (_value, m) => inCategoryOrder(m.body.activity_exclusions),
      answered: (_server, answer: ActivityExclusions) => inCategoryOrder(answer.activity_exclusions),
    },
  },
});
