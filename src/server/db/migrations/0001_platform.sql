-- The platform: companies, users, organisations, roles, menus and functions with their grants,
-- sessions, login attempts (rate limiting lives here, not in memory), system options, required-field
-- rules and home messages. Every customer-owned table carries customer_id (the Citus distribution
-- column on the scale path). Statements end with `;` at the end of a line (see migrate.ts).

CREATE TABLE customers (
  id serial PRIMARY KEY,
  customer_cd text NOT NULL UNIQUE,
  name text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Organisations: the orglist of a login; customer_id null for the forwarder's own offices.
CREATE TABLE orgs (
  id serial PRIMARY KEY,
  customer_id integer REFERENCES customers (id),
  org_cd text NOT NULL,
  name text NOT NULL,
  sno integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orgs_customer_id_idx ON orgs (customer_id);

-- Admin roles (audience admin, customer_id null) and customer roles (audience customer; customer_id
-- null for roles shared by every company, else the company's own role).
CREATE TABLE roles (
  id serial PRIMARY KEY,
  customer_id integer REFERENCES customers (id),
  audience text NOT NULL CHECK (audience IN ('admin', 'customer')),
  role_cd text NOT NULL UNIQUE,
  name text NOT NULL,
  remark text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX roles_customer_id_idx ON roles (customer_id);

-- Administrators (user_type admin, customer_id null) and customer users (user_type customer).
-- cus_role_id is the user's role for both kinds; the wire shows it as CusRoleId for customer users.
CREATE TABLE users (
  id serial PRIMARY KEY,
  account text NOT NULL,
  password_hash text NOT NULL,
  real_name text NOT NULL DEFAULT '',
  nick_name text NOT NULL DEFAULT '',
  saler text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  customer_id integer REFERENCES customers (id),
  cus_role_id integer NOT NULL REFERENCES roles (id),
  user_type text NOT NULL CHECK (user_type IN ('admin', 'customer')),
  avatar text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT true,
  curr_org jsonb,
  version integer NOT NULL DEFAULT 1,
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_type = 'admin') = (customer_id IS NULL))
);
CREATE UNIQUE INDEX users_account_key ON users (lower(account));
CREATE INDEX users_customer_id_idx ON users (customer_id);

-- The whole menu tree of src/shared/menus/menuTree.ts (groups have parent null).
CREATE TABLE menus (
  name text PRIMARY KEY,
  path text NOT NULL,
  parent text REFERENCES menus (name),
  sno integer NOT NULL,
  title_key text NOT NULL,
  icon text NOT NULL DEFAULT '',
  hidden boolean NOT NULL DEFAULT false,
  no_cache boolean NOT NULL DEFAULT false,
  active_menu text,
  audience text NOT NULL CHECK (audience IN ('admin', 'customer'))
);

-- Button functions (FuncId), one per button of a screen.
CREATE TABLE functions (
  func_id text PRIMARY KEY,
  menu_name text NOT NULL REFERENCES menus (name),
  sno integer NOT NULL DEFAULT 0
);

CREATE TABLE role_menus (
  role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  menu_name text NOT NULL REFERENCES menus (name),
  PRIMARY KEY (role_id, menu_name)
);

CREATE TABLE role_funcs (
  role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  func_id text NOT NULL REFERENCES functions (func_id),
  PRIMARY KEY (role_id, func_id)
);

-- Only the SHA-256 of the token is stored; idle expiry moves with last_seen_at, expires_at is absolute.
CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  customer_id integer REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Every login attempt, for the per-account and per-address rate limits (shared by all replicas).
CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  account text NOT NULL,
  client_ip text NOT NULL,
  succeeded boolean NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_account_idx ON login_attempts (account, attempted_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (client_ip, attempted_at);

CREATE TABLE sys_options (
  sys_cd text PRIMARY KEY,
  sys_value1 text NOT NULL DEFAULT '',
  sys_value2 text NOT NULL DEFAULT '',
  sys_value3 text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per required-field rule; the client data groups them by menu (MenuCd, ReqItem).
CREATE TABLE required_configs (
  id serial PRIMARY KEY,
  menu_cd text NOT NULL,
  table_name text NOT NULL,
  field_name text NOT NULL,
  tri_type text NOT NULL DEFAULT '',
  pre_condition text NOT NULL DEFAULT '',
  hint_zh text NOT NULL DEFAULT '',
  hint_en text NOT NULL DEFAULT '',
  hint_tr text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX required_configs_menu_cd_idx ON required_configs (menu_cd);

-- Home messages: customer_id null means every customer of the audience; audience all, customer, admin.
CREATE TABLE home_messages (
  id serial PRIMARY KEY,
  customer_id integer REFERENCES customers (id),
  audience text NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'customer', 'admin')),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  published_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX home_messages_customer_id_idx ON home_messages (customer_id);

CREATE TABLE home_message_reads (
  message_id integer NOT NULL REFERENCES home_messages (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, user_id)
);
