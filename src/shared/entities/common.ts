// Fields every stored record carries. The server manages them (readOnly in the schema): a client
// never writes them, and the engine ignores them in payloads.

/** Fields of every row of a generated table. */
export interface Stored {
  /**
   * @title field.common.id
   * @asType integer
   * @readOnly true
   */
  id: number;
  /**
   * Optimistic-lock counter: an update must carry the version it read.
   * @title field.common.version
   * @asType integer
   * @readOnly true
   */
  version: number;
  /**
   * @title field.common.createdAt
   * @format date-time
   * @readOnly true
   */
  createdAt: string;
  /**
   * @title field.common.updatedAt
   * @format date-time
   * @readOnly true
   */
  updatedAt: string;
}

/** A record owned by one customer company; the engine scopes every query by customerId. */
export interface CustomerOwned extends Stored {
  /**
   * @title field.common.customerId
   * @asType integer
   * @readOnly true
   * @indexed
   */
  customerId: number;
  /**
   * The user who created the row.
   * @title field.common.createdBy
   * @asType integer
   * @readOnly true
   */
  createdBy: number;
}
