// The header's global search (GET search?q=): its limits and its answer, shared by the server's route
// and the navbar's search box.

/** Shorter text finds too much to be useful (and cannot use the trigram indexes): nothing is searched. */
export const SEARCH_MIN_LENGTH = 2;
/** Longer text is refused (10002). */
export const SEARCH_MAX_LENGTH = 100;
/** Results per kind. */
export const SEARCH_LIMIT = 8;

export interface SearchItem {
  id: number;
  /** The searched field's value naming the record (a booking number, an address's name). */
  text: string;
  /** A second line (a booking's reference, an address's city), or null. */
  detail: string | null;
  /** The route name of the screen that opens the record by `?id=`. */
  screen: string;
}

/** One kind of record (a resource's name) and its matches, at most SEARCH_LIMIT. */
export interface SearchGroup {
  kind: string;
  items: SearchItem[];
}

export interface SearchAnswer {
  groups: SearchGroup[];
}
