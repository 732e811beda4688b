-- Realtime (issue 11): a commit that appended to the change feed notifies every server process (after commit, once per
-- statement, with its highest cursor: each process reads the rows itself); published messages too large for a
-- NOTIFY payload (8,000 bytes) travel through realtime_messages by reference, kept a few minutes.
CREATE FUNCTION changes_committed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('changes_committed', (SELECT max(cursor)::text FROM new_changes));
  RETURN NULL;
END
$$;

CREATE TRIGGER changes_committed
  AFTER INSERT ON changes
  REFERENCING NEW TABLE AS new_changes
  FOR EACH STATEMENT EXECUTE FUNCTION changes_committed_notify();

CREATE TABLE realtime_messages (
  id bigserial PRIMARY KEY,
  body text NOT NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX realtime_messages_created_idx ON realtime_messages (created_at);
