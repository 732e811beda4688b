-- The weekly digest (issue 12): when each member who chose it (users.digest_weekly) was last sent one. A member's
-- first digest comes a week after they joined; a worker claims a member by moving sent_at to now in one upsert whose
-- condition is checked again on the locked row, so two processes never send the same week twice.
CREATE TABLE digest_emails (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  sent_at timestamptz(3) NOT NULL
);
