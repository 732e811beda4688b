-- One scope pair on the change feed: what a change's audience is scoped by (a group, a course, a chat) and its id,
-- in place of a column per scope. Existing rows take the column their kind's audience read.
ALTER TABLE changes ADD COLUMN scope text;
ALTER TABLE changes ADD COLUMN scope_id integer;
UPDATE changes SET
  scope = CASE
    WHEN kind LIKE 'course.%' OR kind LIKE 'lesson.%' OR kind LIKE 'lesson\_medium.%' THEN CASE WHEN course_id IS NULL THEN NULL ELSE 'course' END
    WHEN kind LIKE 'chat.%' OR kind LIKE 'message.%' THEN CASE WHEN chat_id IS NULL THEN NULL ELSE 'chat' END
    WHEN group_id IS NOT NULL THEN 'group'
  END,
  scope_id = CASE
    WHEN kind LIKE 'course.%' OR kind LIKE 'lesson.%' OR kind LIKE 'lesson\_medium.%' THEN course_id
    WHEN kind LIKE 'chat.%' OR kind LIKE 'message.%' THEN chat_id
    ELSE group_id
  END;
DROP INDEX IF EXISTS changes_chat_idx;
ALTER TABLE changes DROP COLUMN group_id;
ALTER TABLE changes DROP COLUMN course_id;
ALTER TABLE changes DROP COLUMN chat_id;
CREATE INDEX changes_scope_idx ON changes (scope, scope_id, cursor) WHERE scope IS NOT NULL;
