-- The embedded local payment provider's own records (docs/architecture.md "Paid plans"): what Stripe keeps on its side
-- when keys are set. Fulfilment reads these as "the provider's current state", never the event's body.
CREATE TABLE local_customers (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  -- A test marks a member's card to fail: renewals and checkouts are then declined.
  card_fails boolean NOT NULL DEFAULT false
);
CREATE INDEX local_customers_user_idx ON local_customers (user_id);

-- A checkout on the local provider's own page (/pay/checkout/:id): what it sells, at which price, where to go back.
CREATE TABLE local_checkouts (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES local_customers(id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('subscription', 'payment')),
  -- plan_prices.id for a subscription, products.id for a payment.
  our_id integer NOT NULL,
  name text NOT NULL,
  interval_period text,
  amount_in_cents integer NOT NULL CHECK (amount_in_cents >= 0),
  currency text NOT NULL,
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL CHECK (status IN ('open', 'complete', 'declined', 'cancelled')),
  -- What paying made: the subscription (sub_local_…) or the payment (pi_local_…).
  result_id text,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);

-- The local provider's subscriptions, in Stripe's words (status active, past_due, canceled).
CREATE TABLE local_subscriptions (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES local_customers(id) ON DELETE CASCADE,
  price_id integer NOT NULL REFERENCES plan_prices(id),
  status text NOT NULL CHECK (status IN ('active', 'past_due', 'canceled')),
  current_period_start timestamptz(3) NOT NULL,
  current_period_end timestamptz(3) NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  -- When a renewal first failed: the subscription is deleted once the host's grace has passed.
  past_due_since timestamptz(3),
  ended_at timestamptz(3),
  metadata jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX local_subscriptions_due_idx ON local_subscriptions (current_period_end) WHERE status <> 'canceled';

-- A change of plan's preview: the change must name a recent one, so what is charged is what was shown.
CREATE TABLE payment_previews (
  subscription_purchase_id integer NOT NULL REFERENCES subscription_purchases(id) ON DELETE CASCADE,
  plan_price_id integer NOT NULL REFERENCES plan_prices(id) ON DELETE CASCADE,
  proration_date bigint NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_purchase_id, plan_price_id, proration_date)
);
