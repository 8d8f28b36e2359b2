// The query parameters every request carries (SPEC §7).
export const API_BASE = '/f9api';
export const API_PREFIX = `${API_BASE}/api/v1`;

export interface CommonQuery {
  /** The session token, empty when signed out. */
  tokenid: string;
  /** Always 0 in this product. */
  companyid: string;
  /** China time, `YYYY-MM-DD HH:mm:ss`. */
  timestamp: string;
  /** en-US, zh-CN or zh-TW (default zh-CN). */
  culture: string;
  /** 'true' for customer users, 'false' for administrators. */
  customer: string;
  hash: string;
}

/** How far a request's timestamp may be from the server's clock. */
export const TIMESTAMP_WINDOW_SECONDS = 300;
