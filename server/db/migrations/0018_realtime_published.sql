-- Realtime at scale (issue 11): with PubNub every server process hears every commit, so they share the highest change
-- cursor announced; a process publishes only the changes it claimed past it, and each change is published once.
CREATE TABLE realtime_published (
  id smallint PRIMARY KEY CHECK (id = 1),
  cursor bigint NOT NULL
);
INSERT INTO realtime_published (id, cursor) VALUES (1, 0);
