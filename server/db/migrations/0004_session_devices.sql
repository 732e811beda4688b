-- Sessions (issue 7): the browser a session was last used from, for the member's list of active sessions.
ALTER TABLE sessions ADD COLUMN user_agent text;
