-- Every change a host makes to the community configuration (PATCH /api/v1/configuration): who, when, and each changed
-- key's value before and after (the configuration as it read, defaults included). Kept when the host's account goes:
-- the row then names nobody.
CREATE TABLE configuration_changes (
  id serial PRIMARY KEY,
  changed_by integer REFERENCES users(id) ON DELETE SET NULL,
  changed_at timestamptz(3) NOT NULL DEFAULT now(),
  -- The changed keys only, with their values: {"app_name": "Before"} and {"app_name": "After"}.
  before jsonb NOT NULL,
  after jsonb NOT NULL
);
CREATE INDEX configuration_changes_changed_at_idx ON configuration_changes (changed_at DESC);
