-- Saved items: a member's own list of saved posts, articles and lessons, read newest saved first.
-- No foreign key to the item (it is one of three tables): what the member may no longer see is left out when the list
-- is read, so it comes back if access returns. The member's rows go with the member (account deletion deletes them too).
CREATE TABLE saved_items (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The item's kind as the API names it, and its id in that kind's table (posts, articles, lessons).
  saveable_type text NOT NULL,
  saveable_id integer NOT NULL,
  -- The first save's time: saving again keeps it.
  saved_at timestamptz(3) NOT NULL DEFAULT now(),
  CONSTRAINT saved_items_pkey PRIMARY KEY (user_id, saveable_type, saveable_id),
  CONSTRAINT saved_items_type_check CHECK (saveable_type IN ('Post', 'Article', 'Lesson'))
);
-- The list's keyset order: saved_at, then the key, all descending.
CREATE INDEX saved_items_list_idx ON saved_items (user_id, saved_at DESC, saveable_type DESC, saveable_id DESC);
