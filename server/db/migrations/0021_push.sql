-- Push delivery (issue 12): each signed-in device's Web Push subscription or FCM token (one per session), and a durable
-- queue of jobs: a 'fanout' job per activity turns into one 'deliver' job per subscription of whoever receives it,
-- each tried with exponential backoff until it is delivered, refused for good, or its subscription is gone (404, 410).
-- Workers claim due jobs with FOR UPDATE SKIP LOCKED and a lease, so several processes share the queue and a job
-- claimed by a process that died is tried again once its lease runs out.
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id text NOT NULL UNIQUE REFERENCES sessions(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('webpush', 'fcm')),
  -- Web Push: where to send, and the browser's keys (base64url) that encrypt for it.
  endpoint text,
  p256dh text,
  auth text,
  -- FCM: the registration token.
  token text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  updated_at timestamptz(3) NOT NULL DEFAULT now(),
  CHECK ((kind = 'webpush' AND endpoint IS NOT NULL AND p256dh IS NOT NULL AND auth IS NOT NULL) OR (kind = 'fcm' AND token IS NOT NULL))
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

CREATE TABLE push_jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('fanout', 'deliver')),
  activity_id integer NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  subscription_id integer REFERENCES push_subscriptions(id) ON DELETE CASCADE,
  attempts integer NOT NULL DEFAULT 0,
  -- When it is next tried; a claimed job is pushed ahead by the lease, so a crashed run is tried again later.
  due_at timestamptz(3) NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  CHECK ((kind = 'deliver') = (subscription_id IS NOT NULL))
);
CREATE INDEX push_jobs_due_idx ON push_jobs (due_at);
