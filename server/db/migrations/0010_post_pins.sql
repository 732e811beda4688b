-- Pinned posts (issue 9): a post is pinned on its wall while pinned_until is in the future; "forever" is the far
-- sentinel 9999-12-31 (schema/post-controls.ts PIN_FOREVER). Readers compare with now, so a pin ends by itself.
ALTER TABLE posts ADD COLUMN pinned_until timestamptz(3);
CREATE INDEX posts_pinned_idx ON posts (group_id, pinned_until) WHERE pinned_until IS NOT NULL;
