-- Search (issue 9): full-text indexes over what the search screen looks in (server/domain/search.ts builds the same
-- expressions, so the planner can use them).
CREATE INDEX posts_body_search_idx ON posts USING gin (to_tsvector('english', body)) WHERE deleted_at IS NULL;
CREATE INDEX groups_search_idx ON groups USING gin (to_tsvector('english', name || ' ' || description));
