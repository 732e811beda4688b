// The community's custom profile fields with the member's values, as a mirrored setting changed by saving values.
import { customUserValuesAnswer, type CustomUserValue } from '../../../../schema/profile';
import type { z } from 'zod';
import { defineSetting } from './setting';

/** As the server keeps them: an empty value clears the field, and values are listed by field. */
function withValues(current: readonly CustomUserValue[], changes: readonly CustomUserValue[]): CustomUserValue[] {
  const byField = new Map(current.map((v) => [v.custom_user_field_id, v.value]));
  for (const c of changes) {
    if (c.value === '') byField.delete(c.custom_user_field_id);
    else byField.set(c.custom_user_field_id, c.value);
  }
  return [...byField].sort(([a], [b]) => a - b).map(([custom_user_field_id, value]) => ({ custom_user_field_id, value }));
}

export const customFields = defineSetting<'customFields', 'custom_value.update'>({
  key: 'customFields',
  changes: {
    'custom_value.update': {
      answer: customUserValuesAnswer,
      apply: (value, m) => ({ ...value, custom_user_values: withValues(value.custom_user_values, m.body.values) }),
      answered: (server, answer: z.infer<typeof customUserValuesAnswer>) => ({ ...server, custom_user_values: answer.custom_user_values }),
    },
  },
});
