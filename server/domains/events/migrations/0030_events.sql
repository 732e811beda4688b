-- Events with answers (docs/api-events.md): the first migration's events table grows a host, a series, a zone, capacity, an online link, premium, cancellation and a cover; answers with their waitlist, calendar feeds, reminder settings and the reminders sent.
CREATE TABLE event_series (
  id serial PRIMARY KEY,
  frequency text NOT NULL CHECK (frequency IN ('weekly', 'monthly')),
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

-- A group's event goes with its group (it was set null, which would have made it the whole community's).
ALTER TABLE events DROP CONSTRAINT events_group_id_fkey;
ALTER TABLE events ADD CONSTRAINT events_group_id_fkey FOREIGN KEY (group_id) REFERENCES groups (id) ON DELETE CASCADE;
ALTER TABLE events
  ADD COLUMN host_id integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN series_id integer REFERENCES event_series (id) ON DELETE SET NULL,
  ADD COLUMN position integer,
  ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC',
  ADD COLUMN capacity integer CHECK (capacity IS NULL OR capacity > 0),
  ADD COLUMN online_url text,
  ADD COLUMN online_url_lead_minutes integer NOT NULL DEFAULT 30,
  ADD COLUMN attendees_visible boolean NOT NULL DEFAULT true,
  ADD COLUMN required_plan text,
  ADD COLUMN cancelled_at timestamptz(3),
  ADD COLUMN image_media_id integer REFERENCES media_items (id) ON DELETE SET NULL,
  ADD COLUMN image jsonb,
  ADD COLUMN updated_at timestamptz(3) NOT NULL DEFAULT now();
CREATE INDEX events_starts_idx ON events (starts_at, id);
CREATE INDEX events_ends_idx ON events (ends_at, id);
CREATE INDEX events_group_idx ON events (group_id, starts_at);
CREATE INDEX events_series_idx ON events (series_id, starts_at);

-- The waitlist's order: a "going" beyond the capacity takes the next number; a place given clears it.
CREATE SEQUENCE event_waitlist_order;

CREATE TABLE event_rsvps (
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('going', 'interested', 'not_going')),
  waitlist_order bigint,
  answered_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, user_id),
  CHECK (waitlist_order IS NULL OR status = 'going')
);
CREATE INDEX event_rsvps_status_idx ON event_rsvps (event_id, status, answered_at, user_id);
CREATE INDEX event_rsvps_waitlist_idx ON event_rsvps (event_id, waitlist_order) WHERE waitlist_order IS NOT NULL;
CREATE INDEX event_rsvps_user_idx ON event_rsvps (user_id, status);

-- A member's private calendar feed: the token is a bearer secret, answered to its owner only.
CREATE TABLE event_calendar_feeds (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE event_reminder_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  day boolean NOT NULL,
  hour boolean NOT NULL,
  email boolean NOT NULL,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);

-- Each reminder goes once per member, lead and start time (an event moved later is reminded again for its new time).
CREATE TABLE event_reminders_sent (
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lead text NOT NULL,
  starts_at timestamptz(3) NOT NULL,
  sent_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, user_id, lead, starts_at)
);
