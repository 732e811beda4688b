-- Link previews (issue 9): one row per post whose text has a link. A pending row is the durable job (a restart loses
-- nothing: the preview job picks up every pending row that is due); a ready row holds what the page said about itself.
CREATE TABLE link_previews (
  post_id integer PRIMARY KEY REFERENCES posts(id) ON DELETE CASCADE,
  url text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  due_at timestamptz(3) NOT NULL DEFAULT now(),
  title text,
  description text,
  site_name text,
  canonical_url text,
  image_name text,
  image_url text,
  image_width integer,
  image_height integer,
  failure text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX link_previews_due_idx ON link_previews (due_at) WHERE status = 'pending';
