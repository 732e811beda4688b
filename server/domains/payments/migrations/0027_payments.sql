-- Paid plans (docs/architecture.md "Paid plans"): plans and their prices, what products cost, the member's purchases and
-- subscriptions, complimentary access, checkouts, invoices, and the ledger of provider events.
-- Amounts are integer minor units with their currency; a provider's ids are unique, so an event names one row.
CREATE TABLE plans (
  id serial PRIMARY KEY,
  -- What content names when it needs the plan (a folder's, an article's or a post's required_plan).
  name text NOT NULL UNIQUE,
  title text NOT NULL,
  description text,
  icon_url text,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

-- A plan's price every interval: the wire's web subscription (its id is web_subscription.id).
CREATE TABLE plan_prices (
  id serial PRIMARY KEY,
  plan_id integer NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
  interval_period text NOT NULL CHECK (interval_period IN ('day', 'week', 'month', 'year')),
  price_in_cents integer NOT NULL CHECK (price_in_cents >= 0),
  currency text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  -- The provider's price (Stripe's price_…); null for the local provider, which reads this row.
  provider_price_id text UNIQUE,
  -- A price no longer sold stays for the subscriptions that pay it.
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  -- A higher tier ranks higher: an upgrade is charged at once, a downgrade applies at the period's end.
  rank integer NOT NULL DEFAULT 0
);
CREATE INDEX plan_prices_plan_idx ON plan_prices (plan_id);

-- What a product (a course tier) costs on the web; null: not priced, so not sold on the web.
ALTER TABLE products
  ADD COLUMN price_in_cents integer CHECK (price_in_cents >= 0),
  ADD COLUMN currency text CHECK (currency ~ '^[a-z]{3}$'),
  ADD COLUMN provider_price_id text UNIQUE;

-- One provider customer per member, reused for every checkout.
CREATE TABLE payment_customers (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_customer_id text NOT NULL,
  PRIMARY KEY (user_id, provider),
  UNIQUE (provider, provider_customer_id)
);

-- A member's subscription to a plan's price. status: incomplete (checkout not paid), active, past_due (a renewal
-- failed; access until grace_ends_at), ended. cancelled_at: the member asked to stop at current_period_end.
CREATE TABLE subscription_purchases (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_price_id integer NOT NULL REFERENCES plan_prices(id),
  provider text NOT NULL,
  provider_subscription_id text,
  status text NOT NULL CHECK (status IN ('incomplete', 'active', 'past_due', 'ended')),
  started_at timestamptz(3) NOT NULL DEFAULT now(),
  current_period_end timestamptz(3) NOT NULL,
  cancelled_at timestamptz(3),
  grace_ends_at timestamptz(3),
  ended_at timestamptz(3),
  -- A downgrade waiting for the period's end.
  pending_plan_price_id integer REFERENCES plan_prices(id),
  -- The provider's time of the newest event applied: an older one arriving late changes nothing.
  last_event_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_subscription_id)
);
CREATE INDEX subscription_purchases_user_idx ON subscription_purchases (user_id);

-- A one-off purchase of a product; a paid one grants product_owners, a refund takes it back.
CREATE TABLE product_purchases (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  provider text NOT NULL,
  -- The provider's payment (Stripe's payment intent, the local provider's checkout).
  provider_payment_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'refunded')),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_payment_id)
);

-- Access a host gives without payment; ends_at null: until taken back.
CREATE TABLE plan_grants (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
  granted_by integer REFERENCES users(id) ON DELETE SET NULL,
  ends_at timestamptz(3),
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX plan_grants_user_idx ON plan_grants (user_id);

-- A checkout the member opened: what it buys, where to send them back; the provider's session id.
CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL,
  plan_price_id integer REFERENCES plan_prices(id),
  product_id integer REFERENCES products(id),
  subscription_purchase_id integer REFERENCES subscription_purchases(id),
  success_path text NOT NULL,
  cancel_path text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'complete', 'declined', 'cancelled', 'expired')),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  expires_at timestamptz(3) NOT NULL,
  CHECK ((plan_price_id IS NULL) <> (product_id IS NULL))
);

-- What the member was charged (the billing page when Stripe is off).
CREATE TABLE invoices (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subscription_purchase_id integer REFERENCES subscription_purchases(id) ON DELETE SET NULL,
  product_purchase_id integer REFERENCES product_purchases(id) ON DELETE SET NULL,
  provider text NOT NULL,
  provider_invoice_id text,
  description text NOT NULL,
  amount_in_cents integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'failed', 'refunded')),
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_invoice_id)
);
CREATE INDEX invoices_user_idx ON invoices (user_id, created_at DESC);

-- Every provider event once: the first insert wins, a replay (or a second server process) finds the row and stops.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  -- The provider's time of the event, which orders them.
  occurred_at timestamptz(3) NOT NULL,
  received_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- The host's payment settings (one row): the grace after a failed renewal, default 7 days.
CREATE TABLE payment_settings (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  grace_days integer NOT NULL DEFAULT 7 CHECK (grace_days BETWEEN 0 AND 60)
);
INSERT INTO payment_settings (id) VALUES (1);
