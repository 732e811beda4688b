-- Accounts (issue 3): profile and preference columns, one-time tokens, invitations, rate limits, mail, custom fields, walkthrough, uploads, reports, payment tickets.
ALTER TABLE users DROP CONSTRAINT users_state_check;
ALTER TABLE users ADD CONSTRAINT users_state_check CHECK (state IN ('active', 'disabled', 'locked', 'no_access', 'deleted'));
ALTER TABLE users
  ADD COLUMN bio text NOT NULL DEFAULT '',
  ADD COLUMN display_name_changed_at timestamptz(3),
  ADD COLUMN unconfirmed_email text,
  ADD COLUMN last_walkthrough_step_id integer,
  ADD COLUMN referral_code text,
  ADD COLUMN referred_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN marketing_opt_in boolean NOT NULL DEFAULT false,
  ADD COLUMN marketing_answered_at timestamptz(3),
  ADD COLUMN digest_weekly boolean NOT NULL DEFAULT false,
  ADD COLUMN email_notifications boolean NOT NULL DEFAULT true,
  ADD COLUMN deleted_at timestamptz(3);
UPDATE users SET referral_code = substr(md5(random()::text || id::text), 1, 10) WHERE referral_code IS NULL;
ALTER TABLE users ALTER COLUMN referral_code SET NOT NULL;
CREATE UNIQUE INDEX users_referral_code_idx ON users (referral_code);

-- Login codes, password resets and email confirmations: only a digest is stored, each used once.
CREATE TABLE one_time_tokens (
  id serial PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('login_code', 'password_reset', 'email_confirmation', 'email_change')),
  token_hash text NOT NULL,
  -- null for a login code that creates its account when used (magic-link communities)
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  -- the address the token was sent to (the new address of an email change)
  email text NOT NULL,
  invitation_id integer,
  expires_at timestamptz(3) NOT NULL,
  used_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX one_time_tokens_hash_idx ON one_time_tokens (purpose, token_hash);
CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, purpose);

CREATE TABLE invitations (
  id serial PRIMARY KEY,
  code_hash text NOT NULL UNIQUE,
  expires_at timestamptz(3) NOT NULL,
  used_at timestamptz(3),
  used_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

-- Fixed-window counters shared by every server process.
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start timestamptz(3) NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  expires_at timestamptz(3) NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_limits_expiry_idx ON rate_limits (expires_at);

-- Mail kept for the development mailbox when no SMTP server is configured.
CREATE TABLE dev_mailbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX dev_mailbox_to_idx ON dev_mailbox (to_address, id);

CREATE TABLE custom_user_fields (
  id serial PRIMARY KEY,
  name text NOT NULL,
  field_type text NOT NULL CHECK (field_type IN ('text', 'select')),
  options jsonb NOT NULL DEFAULT '[]',
  mandatory boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE custom_user_values (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  field_id integer NOT NULL REFERENCES custom_user_fields (id) ON DELETE CASCADE,
  value text NOT NULL,
  PRIMARY KEY (user_id, field_id)
);

CREATE TABLE walkthrough_slides (
  id serial PRIMARY KEY,
  position integer NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  image_url text
);

CREATE TABLE uploads (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name text NOT NULL UNIQUE,
  mime_type text NOT NULL,
  byte_size integer NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE account_reports (
  id serial PRIMARY KEY,
  reporter_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

CREATE TABLE payment_tickets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL,
  device_summary text NOT NULL DEFAULT '',
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  completed_at timestamptz(3)
);
CREATE INDEX payment_tickets_user_idx ON payment_tickets (user_id, id);
