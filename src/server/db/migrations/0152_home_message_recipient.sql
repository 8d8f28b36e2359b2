-- A system message (domains/content sMessage) reaches chosen users: one home message per recipient,
-- seen only by that user (user_id); the source message is kept to say which sending wrote it.
ALTER TABLE home_messages ADD COLUMN user_id integer REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE home_messages ADD COLUMN system_message_id integer;
CREATE INDEX home_messages_user_id_idx ON home_messages (user_id);
