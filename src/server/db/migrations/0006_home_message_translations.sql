-- Home messages in the reader's language: title and content stay the default (English) text, and
-- translations holds the others as { "<language>": { "title": ..., "content": ... } }.
ALTER TABLE home_messages ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
