-- Which call a password attempt came through: a login, or the old password of updatepassword
-- (guesses through either door count against the same account and address; both are audited).
ALTER TABLE login_attempts ADD COLUMN call text NOT NULL DEFAULT 'login';
