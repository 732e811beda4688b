-- Initial schema: accounts, sessions, configuration, groups, posts, comments, likes, courses, events, the change feed and idempotency keys.
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  display_name text NOT NULL,
  avatar_url text,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'artist', 'admin')),
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'disabled', 'locked')),
  email_confirmed boolean NOT NULL DEFAULT false,
  onboarding_completed boolean NOT NULL DEFAULT false,
  walkthrough_completed boolean NOT NULL DEFAULT false,
  agreed_privacy_version integer NOT NULL DEFAULT 0,
  agreed_terms_version integer NOT NULL DEFAULT 0,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  secret_hash text NOT NULL,
  refresh_hash text NOT NULL,
  manage_ui_displayed boolean NOT NULL DEFAULT false,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  last_used_at timestamptz(3) NOT NULL DEFAULT now(),
  revoked_at timestamptz(3)
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE community_configuration (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  data jsonb NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE groups (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  membership_type text NOT NULL CHECK (membership_type IN ('public', 'private', 'mandatory', 'secret', 'course')),
  posting_permission text NOT NULL DEFAULT 'everyone' CHECK (posting_permission IN ('everyone', 'admins_only')),
  layout text NOT NULL DEFAULT 'default' CHECK (layout IN ('default', 'immersive')),
  members_viewable boolean NOT NULL DEFAULT true,
  image jsonb,
  header_image jsonb,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'admin')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending')),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX memberships_user_idx ON memberships (user_id, status);

CREATE TABLE posts (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text,
  body text NOT NULL,
  likes_count integer NOT NULL DEFAULT 0,
  comments_count integer NOT NULL DEFAULT 0,
  comments_disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  deleted_at timestamptz(3)
);
-- Keyset paging of a wall: newest first, id breaking ties.
CREATE INDEX posts_feed_idx ON posts (group_id, created_at DESC NULLS FIRST, id DESC NULLS FIRST) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX posts_client_idx ON posts (author_id, client_id) WHERE client_id IS NOT NULL;

CREATE TABLE comments (
  id serial PRIMARY KEY,
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text,
  body text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  deleted_at timestamptz(3)
);
CREATE INDEX comments_post_idx ON comments (post_id, created_at, id) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX comments_client_idx ON comments (author_id, client_id) WHERE client_id IS NOT NULL;

CREATE TABLE likes (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  likeable_type text NOT NULL CHECK (likeable_type IN ('Post', 'Comment', 'Asset')),
  likeable_id integer NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, likeable_type, likeable_id)
);
CREATE INDEX likes_target_idx ON likes (likeable_type, likeable_id);

CREATE TABLE courses (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  lesson_order_enforced boolean NOT NULL DEFAULT false,
  dedicated_group_id integer REFERENCES groups (id) ON DELETE SET NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE lessons (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  content text NOT NULL DEFAULT '',
  excerpt text NOT NULL DEFAULT '',
  UNIQUE (course_id, position)
);

CREATE TABLE events (
  id serial PRIMARY KEY,
  group_id integer REFERENCES groups (id) ON DELETE SET NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  starts_at timestamptz(3) NOT NULL,
  ends_at timestamptz(3) NOT NULL,
  location text NOT NULL DEFAULT '',
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

-- The delta feed. A change is visible to one user (user_id) or to whoever may read its group (group_id).
CREATE TABLE changes (
  cursor bigserial PRIMARY KEY,
  kind text NOT NULL,
  entity_id integer NOT NULL,
  group_id integer,
  user_id integer,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
