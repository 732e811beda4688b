-- Email notifications (issue 12): a member with email notifications on gets one mail for the activities they have not
-- seen a while after the first of them, not one mail each. A row per member: when their next mail is due (null: none
-- pending), the newest activity a mail already told them of, and the lease of a worker sending it. A worker claims due
-- rows with FOR UPDATE SKIP LOCKED, clears due_at (an activity arriving meanwhile makes the next mail due) and holds a
-- lease; a row whose lease ran out (its worker died) is claimed again.
CREATE TABLE activity_emails (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  due_at timestamptz(3),
  claimed_until timestamptz(3),
  emailed_through integer NOT NULL DEFAULT 0
);
CREATE INDEX activity_emails_due_idx ON activity_emails (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX activity_emails_claimed_idx ON activity_emails (claimed_until) WHERE claimed_until IS NOT NULL;
