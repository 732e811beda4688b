-- Activities (issue 12): what concerns a member. A personal activity names its recipient; a new post in a group is one
-- row for the whole group (recipient_id null), fanned out to its active members when read, so a post in a group of
-- 100,000 members writes one row, not 100,000 (docs/decisions.md). Seen state is per member: a row per activity marked
-- seen, and a mark "every activity up to this id is seen" (mark all seen), with the mark it replaced kept for its undo.
CREATE TABLE activities (
  id serial PRIMARY KEY,
  recipient_id integer REFERENCES users(id) ON DELETE CASCADE,
  category text NOT NULL,
  actor_id integer REFERENCES users(id) ON DELETE CASCADE,
  group_id integer REFERENCES groups(id) ON DELETE CASCADE,
  post_id integer REFERENCES posts(id) ON DELETE CASCADE,
  comment_id integer REFERENCES comments(id) ON DELETE CASCADE,
  -- An event or a chat (issue 12's other categories): their tables are not ours to reference.
  subject_id integer,
  text text NOT NULL DEFAULT '',
  link text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  CHECK (recipient_id IS NOT NULL OR group_id IS NOT NULL)
);
CREATE INDEX activities_recipient_idx ON activities (recipient_id, id DESC) WHERE recipient_id IS NOT NULL;
CREATE INDEX activities_group_fanout_idx ON activities (group_id, id DESC) WHERE recipient_id IS NULL;
CREATE INDEX activities_post_idx ON activities (post_id) WHERE post_id IS NOT NULL;
CREATE INDEX activities_comment_idx ON activities (comment_id) WHERE comment_id IS NOT NULL;

CREATE TABLE activity_seen (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  activity_id integer NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, activity_id)
);

CREATE TABLE activity_marks (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- Activities up to this id are not "new" (the list was opened).
  new_seen_up_to integer NOT NULL DEFAULT 0,
  -- Activities up to this id are seen (mark all seen).
  all_seen_up_to integer NOT NULL DEFAULT 0,
  -- What all_seen_up_to was before the last mark all seen; null once undone or never marked.
  undo_all_seen_up_to integer
);

CREATE TABLE activity_exclusions (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category text NOT NULL,
  PRIMARY KEY (user_id, category)
);
