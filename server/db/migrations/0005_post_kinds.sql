-- Every write in a feed (issue 8): post kinds (media, poll, link button, sharing, scheduling), text entities,
-- edits, replies, resumable media uploads and poll votes.
ALTER TABLE posts ADD COLUMN text_entities jsonb NOT NULL DEFAULT '{"mentions":[],"hashtags":[]}';
ALTER TABLE posts ADD COLUMN link_button jsonb;
ALTER TABLE posts ADD COLUMN shared_group_id integer REFERENCES groups(id) ON DELETE SET NULL;
ALTER TABLE posts ADD COLUMN shared_event_id integer REFERENCES events(id) ON DELETE SET NULL;
-- Set while the post waits for its time; the publishing job clears it and sets created_at to the time it went out.
ALTER TABLE posts ADD COLUMN scheduled_at timestamptz(3);
ALTER TABLE posts ADD COLUMN edited_at timestamptz(3);
CREATE INDEX posts_scheduled_idx ON posts (scheduled_at) WHERE scheduled_at IS NOT NULL;

ALTER TABLE comments ADD COLUMN parent_id integer REFERENCES comments(id) ON DELETE CASCADE;
ALTER TABLE comments ADD COLUMN text_entities jsonb NOT NULL DEFAULT '{"mentions":[],"hashtags":[]}';
ALTER TABLE comments ADD COLUMN edited_at timestamptz(3);
CREATE INDEX comments_parent_idx ON comments (parent_id, created_at, id) WHERE parent_id IS NOT NULL;

-- A file a member uploaded: attached to at most one post (post_id stays null until the post is made).
CREATE TABLE media_items (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  post_id integer REFERENCES posts(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  media_type text NOT NULL,
  processing_state text NOT NULL DEFAULT 'in_progress',
  file_url text,
  versions jsonb,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size bigint NOT NULL,
  width integer,
  height integer,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX media_items_post_idx ON media_items (post_id, position);

-- A resumable upload: bytes arrive in chunks at `received`; the file is kept under the uploads directory meanwhile.
CREATE TABLE media_uploads (
  id text PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size bigint NOT NULL,
  received bigint NOT NULL DEFAULT 0,
  media_item_id integer REFERENCES media_items(id) ON DELETE SET NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  completed_at timestamptz(3)
);
CREATE UNIQUE INDEX media_uploads_client_idx ON media_uploads (owner_id, client_id);

CREATE TABLE polls (
  id serial PRIMARY KEY,
  post_id integer NOT NULL UNIQUE REFERENCES posts(id) ON DELETE CASCADE,
  ends_at timestamptz(3) NOT NULL,
  hide_results boolean NOT NULL DEFAULT false,
  votes_count integer NOT NULL DEFAULT 0
);

CREATE TABLE poll_options (
  id serial PRIMARY KEY,
  poll_id integer NOT NULL REFERENCES polls(id) ON DELETE CASCADE,
  position integer NOT NULL,
  text text NOT NULL,
  votes_count integer NOT NULL DEFAULT 0
);
CREATE INDEX poll_options_poll_idx ON poll_options (poll_id, position);

-- One vote per member and poll; changing it moves the row to another option, retracting deletes it.
CREATE TABLE poll_votes (
  id serial PRIMARY KEY,
  poll_id integer NOT NULL REFERENCES polls(id) ON DELETE CASCADE,
  option_id integer NOT NULL REFERENCES poll_options(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX poll_votes_user_idx ON poll_votes (poll_id, user_id);
CREATE INDEX poll_votes_by_user_idx ON poll_votes (user_id);

-- Answers are kept at least 7 days (a sweep removes older ones); this finds them.
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
