-- The library (issue 9): folders in a tree, their assets (files) and articles (rich text written by hosts). A required
-- plan on a folder gates everything beneath it; one on an asset or article gates that item alone.
CREATE TABLE folders (
  id serial PRIMARY KEY,
  parent_id integer REFERENCES folders (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  required_plan text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX folders_parent_idx ON folders (parent_id, position, id);

CREATE TABLE assets (
  id serial PRIMARY KEY,
  folder_id integer NOT NULL REFERENCES folders (id) ON DELETE CASCADE,
  name text NOT NULL,
  file_url text NOT NULL,
  media_type text NOT NULL,
  size_bytes bigint NOT NULL DEFAULT 0,
  position integer NOT NULL DEFAULT 0,
  required_plan text,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX assets_folder_idx ON assets (folder_id, position, id);

CREATE TABLE articles (
  id serial PRIMARY KEY,
  folder_id integer NOT NULL REFERENCES folders (id) ON DELETE CASCADE,
  title text NOT NULL,
  -- Stored only as the server's allow-listed serialisation (server/domain/library/article-html.ts); body_text is its words.
  body_html text NOT NULL DEFAULT '',
  body_text text NOT NULL DEFAULT '',
  cover_image_url text,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  published_at timestamptz(3),
  position integer NOT NULL DEFAULT 0,
  required_plan text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX articles_folder_idx ON articles (folder_id, position, id);

-- Folder search (server/domain/library/library-search.ts builds the same expressions, so the planner can use them).
CREATE INDEX folders_search_idx ON folders USING gin (to_tsvector('english', name || ' ' || description));
CREATE INDEX assets_search_idx ON assets USING gin (to_tsvector('english', name));
CREATE INDEX articles_search_idx ON articles USING gin (to_tsvector('english', title || ' ' || body_text));
