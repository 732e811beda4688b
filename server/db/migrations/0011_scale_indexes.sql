-- Reads at scale (bench (e): 10,000 members, 200,000 posts). Every post and comment read asks whether its author is
-- shadowbanned (server/domain/content-visibility.ts): with this index that is a look at the few shadowbanned members,
-- not a scan of every member on every request.
CREATE INDEX users_shadowbanned_idx ON users (id) WHERE shadowbanned_at IS NOT NULL;
