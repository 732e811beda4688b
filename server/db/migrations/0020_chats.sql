-- The inbox (issue 11): private and group chats, their members (each with their own read state and archive) and
-- messages (exactly once per author and client id); message images reuse media_items; the chat a change concerns (the
-- delta feed's audience of the chat's current members).
CREATE TABLE chats (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('private', 'group')),
  name text,
  created_by integer NOT NULL REFERENCES users (id),
  -- The creating device's Idempotency-Key.
  client_id text,
  -- A private chat's two members, lower id first: one private chat per pair.
  pair_low integer REFERENCES users (id),
  pair_high integer REFERENCES users (id),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  -- The last message's time, else created_at: the inbox's order.
  last_activity_at timestamptz(3) NOT NULL DEFAULT now(),
  CHECK ((kind = 'private') = (pair_low IS NOT NULL AND pair_high IS NOT NULL))
);
CREATE UNIQUE INDEX chats_private_pair_idx ON chats (pair_low, pair_high) WHERE kind = 'private';

-- A member's place in a chat; leaving or being removed sets left_at (adding them again clears it).
CREATE TABLE chat_members (
  chat_id integer NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz(3) NOT NULL DEFAULT now(),
  left_at timestamptz(3),
  last_read_message_id integer,
  archived boolean NOT NULL DEFAULT false,
  PRIMARY KEY (chat_id, user_id)
);
CREATE INDEX chat_members_user_idx ON chat_members (user_id, chat_id) WHERE left_at IS NULL;

-- A deleted message keeps its row (deleted_at, body cleared): its tombstone names its chat.
CREATE TABLE chat_messages (
  id serial PRIMARY KEY,
  chat_id integer NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text,
  body text NOT NULL DEFAULT '',
  text_entities jsonb NOT NULL DEFAULT '{"mentions":[],"hashtags":[]}',
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  edited_at timestamptz(3),
  deleted_at timestamptz(3)
);
CREATE UNIQUE INDEX chat_messages_client_idx ON chat_messages (author_id, client_id) WHERE client_id IS NOT NULL;
CREATE INDEX chat_messages_chat_idx ON chat_messages (chat_id, id);

-- A message's images: media items attach to a post or to a message, never both.
ALTER TABLE media_items ADD COLUMN message_id integer REFERENCES chat_messages (id) ON DELETE CASCADE;
CREATE INDEX media_items_message_idx ON media_items (message_id, position) WHERE message_id IS NOT NULL;

-- The chat a change concerns: chat and message changes reach the chat's current members.
ALTER TABLE changes ADD COLUMN chat_id integer;
CREATE INDEX changes_chat_idx ON changes (chat_id, cursor) WHERE chat_id IS NOT NULL;
