-- Courses (issue 10): what the catalogue shows, paid tiers (products and who holds them), enrolments, completions,
-- lesson media, and the course a change concerns (the feed's audience of a course's learners).
CREATE TABLE products (
  id serial PRIMARY KEY,
  name text NOT NULL,
  -- false: not sold on the web (the course says so instead of opening the paywall).
  web_purchasable boolean NOT NULL DEFAULT true,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE product_owners (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, user_id)
);

ALTER TABLE courses
  ADD COLUMN image jsonb,
  ADD COLUMN position integer NOT NULL DEFAULT 0,
  ADD COLUMN enrolled_users_visible boolean NOT NULL DEFAULT true,
  ADD COLUMN completed_users_visible boolean NOT NULL DEFAULT true,
  ADD COLUMN tier_product_id integer REFERENCES products (id) ON DELETE SET NULL,
  ADD COLUMN followup_button jsonb,
  ADD COLUMN published boolean NOT NULL DEFAULT true,
  ADD COLUMN updated_at timestamptz(3) NOT NULL DEFAULT now();

-- Lessons are ordered by (position, id): two lessons may share a position.
ALTER TABLE lessons DROP CONSTRAINT lessons_course_id_position_key;
ALTER TABLE lessons ADD COLUMN image jsonb, ADD COLUMN updated_at timestamptz(3) NOT NULL DEFAULT now();
CREATE INDEX lessons_course_idx ON lessons (course_id, position, id);

CREATE TABLE enrollments (
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  current_lesson_id integer REFERENCES lessons (id) ON DELETE SET NULL,
  enrolled_at timestamptz(3) NOT NULL DEFAULT now(),
  -- Set when the last lesson is completed; the state itself is read from the completions.
  completed_at timestamptz(3),
  PRIMARY KEY (course_id, user_id)
);
CREATE INDEX enrollments_user_idx ON enrollments (user_id, enrolled_at);

CREATE TABLE lesson_completions (
  lesson_id integer NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  completed_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (lesson_id, user_id)
);
CREATE INDEX lesson_completions_user_course_idx ON lesson_completions (user_id, course_id);

CREATE TABLE lesson_media (
  id serial PRIMARY KEY,
  lesson_id integer NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  media_type text NOT NULL,
  processing_state text NOT NULL DEFAULT 'in_progress',
  file_url text,
  versions jsonb,
  name text NOT NULL,
  content_type text NOT NULL,
  size bigint NOT NULL DEFAULT 0,
  width integer,
  height integer,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX lesson_media_lesson_idx ON lesson_media (lesson_id, position, id);

-- The course a change concerns: course, lesson and lesson medium changes reach the course's enrolled members.
ALTER TABLE changes ADD COLUMN course_id integer;
