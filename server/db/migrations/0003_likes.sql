-- Likes (issue 6): an id per like for the change feed, unlikes kept as deleted rows, and a likes count on comments.
-- Existing rows get their ids here (serial fills every row as the column is added).
ALTER TABLE likes ADD COLUMN id serial;
ALTER TABLE likes ADD COLUMN deleted_at timestamptz(3);
ALTER TABLE likes DROP CONSTRAINT likes_pkey;
ALTER TABLE likes ADD PRIMARY KEY (id);
-- One row per member and likeable, live or unliked: a new like revives it, so its change keeps one entity id.
CREATE UNIQUE INDEX likes_user_target_idx ON likes (user_id, likeable_type, likeable_id);

ALTER TABLE comments ADD COLUMN likes_count integer NOT NULL DEFAULT 0;
-- Only comments that have likes are touched (the new column's default needs no table rewrite).
UPDATE comments c
SET likes_count = l.n
FROM (SELECT likeable_id, count(*)::int AS n FROM likes WHERE likeable_type = 'Comment' GROUP BY likeable_id) l
WHERE l.likeable_id = c.id;
