// The post kinds' fields a plain text post or comment carries, for tests that build wire or local rows by hand.
import { noTextEntities } from '../../../schema/text-entities';

export const plainPostFields = {
  text_entities: noTextEntities,
  media: [],
  poll: null,
  link_button: null,
  shared: null,
  scheduled_at: null,
  edited_at: null,
  link_preview: null,
  pinned_until: null,
  required_plan: null,
  locked: false,
};

export const plainCommentFields = { parent_id: null, text_entities: noTextEntities, edited_at: null };
