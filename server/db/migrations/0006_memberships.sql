-- Membership requests (issue 9): an id per membership, the entity of membership_request.* changes and the `id` of a
-- request on the wire. Existing rows get their ids here (serial fills every row as the column is added).
ALTER TABLE memberships ADD COLUMN id serial;
ALTER TABLE memberships ADD CONSTRAINT memberships_id_key UNIQUE (id);
-- A group's waiting requests oldest first, its members newest first: both page over one group's rows by status.
CREATE INDEX memberships_group_status_idx ON memberships (group_id, status, created_at, id);
-- A request's tombstone names its group from the change itself (the membership row may be gone by then).
CREATE INDEX changes_request_delete_idx ON changes (entity_id) WHERE kind = 'membership_request.delete';
