// A valtio store's snapshot for a component, or one part of it (`select`), re-rendering it when that
// changes. Not valtio's useSnapshot: its getSnapshot answers differently in render and after it (it
// returns the last committed snapshot when the parts a component read are unchanged). After a
// transition's render (every navigation is one) React asks again to check that no store changed
// meanwhile; a store that had changed since the component's last commit, in parts it does not read,
// made the answers differ, and React threw the whole render away and did it again synchronously
// ("Teared Render" in React's performance track): 30-50 ms of each menu click.
// valtio's snapshot() is cached per version, and an unchanged part of it keeps its identity, so this
// answers the same value until that part changes. Without `select` a component renders again on any
// change of its store: select the part a component reads when its store changes often or it is high in
// the tree.
import { useCallback, useSyncExternalStore } from 'react';
import { type Snapshot, snapshot, subscribe } from 'valtio';

export function useStore<T extends object>(store: T): Snapshot<T>;
export function useStore<T extends object, S>(store: T, select: (snap: Snapshot<T>) => S): S;
export function useStore<T extends object, S>(store: T, select?: (snap: Snapshot<T>) => S): S | Snapshot<T> {
  const onChange = useCallback((notify: () => void) => subscribe(store, notify), [store]);
  const current = () => (select ? select(snapshot(store)) : snapshot(store));
  return useSyncExternalStore(onChange, current, current);
}
