-- Host moderation (issue 9): when a host banned a member (state 'disabled' with it) and when one shadowbanned them
-- (their posts and comments then shown to themselves alone); null when not.
ALTER TABLE users ADD COLUMN banned_at timestamptz;
ALTER TABLE users ADD COLUMN shadowbanned_at timestamptz;
