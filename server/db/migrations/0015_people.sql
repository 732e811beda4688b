-- People (issue 9): who follows whom, whom a member blocked (their "ignores": that member's posts and comments are
-- hidden from them), and which custom fields a community shows on profiles.
CREATE TABLE follows (
  follower_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  followed_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followed_id),
  CHECK (follower_id <> followed_id)
);
CREATE INDEX follows_followed_idx ON follows (followed_id);

CREATE TABLE ignores (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  ignored_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ignored_id),
  CHECK (user_id <> ignored_id)
);

ALTER TABLE custom_user_fields ADD COLUMN public boolean NOT NULL DEFAULT false;

-- The newest members first (GET /api/v2/new_members).
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);
