// A user of a customer company as the spec's cususer calls carry it (SPEC §3 "User"). The engine
// serves these calls from the users table (hand-written migration; domains/users maps the fields to
// its columns); the company's and role's names are computed from their tables.
/**
 * @title field.entity.cusUser
 * @table users
 * @handWritten
 * @keyField UserId
 * @defaultSort Account
 */
export interface CusUser {
  /**
   * @title field.cusUser.UserId
   * @asType integer
   * @readOnly true
   */
  UserId: number;
  /**
   * Login name.
   * @title field.cusUser.Account
   * @minLength 3
   * @maxLength 50
   * @pattern ^[A-Za-z0-9][A-Za-z0-9_.@-]*$
   * @formatExamples ["zhang.san", "ops01"]
   */
  Account: string;
  /**
   * Only sent when creating a user (then required); never returned, never changed by an update:
   * updatepassword and cususerresetpassword change it.
   * @title field.cusUser.Password
   * @minLength 5
   * @maxLength 128
   * @writeOnly true
   */
  Password?: string;
  /**
   * @title field.cusUser.RealName
   * @maxLength 100
   */
  RealName?: string;
  /**
   * @title field.cusUser.NickName
   * @maxLength 100
   */
  NickName?: string;
  /**
   * The company's sales contact at the forwarder.
   * @title field.cusUser.Saler
   * @maxLength 100
   */
  Saler?: string;
  /**
   * Empty means "no e-mail" (an empty value is no value to the validation, as for every entity).
   * @title field.cusUser.Email
   * @format email
   * @maxLength 200
   */
  Email?: string;
  /**
   * @title field.cusUser.Phone
   * @maxLength 30
   * @pattern ^[0-9+() -]*$
   * @formatExamples ["+86 138 0013 8000"]
   */
  Phone?: string;
  /**
   * @title field.cusUser.CustomerId
   * @asType integer
   * @minimum 1
   */
  CustomerId?: number;
  /**
   * @title field.cusUser.CustomerCd
   * @computed
   */
  CustomerCd?: string;
  /**
   * @title field.cusUser.CustomerName
   * @computed
   */
  CustomerName?: string;
  /**
   * @title field.cusUser.CusRoleId
   * @asType integer
   * @minimum 1
   */
  CusRoleId?: number;
  /**
   * @title field.cusUser.CusRoleName
   * @computed
   */
  CusRoleName?: string;
  /**
   * The role's code (CUSADMIN, CUSUSER, a custom role's): what a grid filter fixes, e.g. the customer
   * administrators' screen.
   * @title field.cusUser.CusRoleCd
   * @computed
   */
  CusRoleCd?: string;
  /**
   * @title field.cusUser.UserType
   * @readOnly true
   */
  UserType?: 'admin' | 'customer';
  /**
   * The user's own picture: not set by whoever manages the users (an address typed in by someone
   * else would put any picture, or tracker, in that user's navbar).
   * @title field.cusUser.Avatar
   * @readOnly true
   */
  Avatar?: string;
  /**
   * @title field.cusUser.IsActive
   */
  IsActive?: boolean;
  /**
   * @title field.cusUser.Version
   * @asType integer
   * @readOnly true
   */
  Version?: number;
  /**
   * @title field.cusUser.CreatedAt
   * @format date-time
   * @readOnly true
   */
  CreatedAt?: string;
  /**
   * @title field.cusUser.UpdatedAt
   * @format date-time
   * @readOnly true
   */
  UpdatedAt?: string;
}
