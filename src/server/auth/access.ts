// Every route declares who may call it, in its route config; one hook (auth/permissionHook.ts)
// reads this before any handler runs. A route without `access` is refused: nothing is open by
// accident.
export interface RouteAccess {
  /** No session needed (login, site name, settings, version). */
  public?: boolean;
  /** Which kind of signed-in user: admin-only calls refuse customer tokens. Default 'any'. */
  audience?: 'admin' | 'customer' | 'any';
  /** The user must be granted this menu (route name of the menu tree). */
  menu?: string;
  /** The user must hold this FuncId (button function), e.g. `setAddress.create`. */
  func?: string;
  /** Alternatives: the call is allowed when one of them allows it (customers read prices on their menu, administrators on theirs). */
  anyOf?: RouteAccess[];
  /** Read the session from the database even on a GET: client data read again because the hub said the grants changed, which this process may not have heard yet. */
  fresh?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Who is calling: resolved once per request from the session, before any handler. */
export interface Principal {
  sessionId: string;
  userId: number;
  account: string;
  kind: 'admin' | 'customer';
  /** The company of a customer user; null for administrators. */
  customerId: number | null;
  roleIds: number[];
  /** Granted menu route names. */
  menus: ReadonlySet<string>;
  /** Granted FuncIds. */
  funcs: ReadonlySet<string>;
  /** Request language from `culture`: en, zh, tr or es. */
  language: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}
