-- The accounts a system message may go to (entity recipientAccount, served read only to administrators
-- by the engine): every active login with its name and company. A view, so it is never out of date
-- and never a second copy of the users table; no password hash or role leaves through it.
CREATE VIEW recipient_accounts AS
  SELECT u.id, u.version, u.created_at, u.updated_at, u.account,
         COALESCE(NULLIF(concat_ws(' · ', NULLIF(u.real_name, ''), c.name), ''), u.account)::varchar(200) AS display_name,
         NULLIF(u.real_name, '') AS real_name, u.user_type, c.name AS company_name
    FROM users u LEFT JOIN customers c ON c.id = u.customer_id
   WHERE u.is_active;
