-- Reports of posts and comments (issue 9): one per member per item, open until a host resolves it (resolved_at).
CREATE TABLE content_reports (
  id serial PRIMARY KEY,
  reporter_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  post_id integer REFERENCES posts(id) ON DELETE CASCADE,
  comment_id integer REFERENCES comments(id) ON DELETE CASCADE,
  reason text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  resolved_at timestamptz(3),
  CHECK ((post_id IS NULL) <> (comment_id IS NULL))
);
CREATE UNIQUE INDEX content_reports_post_once ON content_reports (reporter_id, post_id) WHERE post_id IS NOT NULL;
CREATE UNIQUE INDEX content_reports_comment_once ON content_reports (reporter_id, comment_id) WHERE comment_id IS NOT NULL;
CREATE INDEX content_reports_open_idx ON content_reports (created_at DESC) WHERE resolved_at IS NULL;
