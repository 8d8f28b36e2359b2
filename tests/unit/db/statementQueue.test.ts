// The database thread's order of work (statementQueue.ts): first come, first run, except that a
// connection holding a transaction runs alone until it ends, and the single statements that waited for
// it run before the next transaction begins.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type QueuedStatement, StatementQueue } from '../../../src/server/db/statementQueue';

type S = QueuedStatement & { name: string; fails?: boolean };

/** A queue whose statements each take a turn of the event loop, and the order they ran in. */
function recordingQueue() {
  const ran: string[] = [];
  const queue = new StatementQueue<S>(async (s) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    ran.push(s.name);
    return !s.fails;
  });
  // Every statement the queue will run now has run: its turns are faked timers, all run to the end.
  const settled = () => vi.runAllTimersAsync();
  return { queue, ran, settled };
}

// The statements' turns of the event loop pass when the test says, not when a loaded machine gets to them.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('StatementQueue', () => {
  it('runs statements in the order they came when no transaction is open', async () => {
    const { queue, ran, settled } = recordingQueue();
    for (const [conn, name] of [[1, 'a'], [2, 'b'], [1, 'c'], [3, 'd']] as const) queue.push({ conn, name });
    await settled();
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
  });

  it("keeps a transaction's statements together: another connection's wait until it ends", async () => {
    const { queue, ran, settled } = recordingQueue();
    queue.push({ conn: 1, name: 'begin 1', begins: true });
    queue.push({ conn: 2, name: 'select 2' });
    queue.push({ conn: 1, name: 'insert 1' });
    queue.push({ conn: 0, name: 'listen' });
    queue.push({ conn: 1, name: 'commit 1', ends: true });
    queue.push({ conn: 3, name: 'select 3' });
    await settled();
    expect(ran).toEqual(['begin 1', 'insert 1', 'commit 1', 'select 2', 'listen', 'select 3']);
    expect(queue.transactionOwner).toBeNull();
  });

  it('runs the single statements that waited for a transaction before the next transaction, and later ones in order', async () => {
    const { queue, ran, settled } = recordingQueue();
    queue.push({ conn: 1, name: 'begin 1', begins: true });
    queue.push({ conn: 2, name: 'begin 2', begins: true });
    queue.push({ conn: 3, name: 'select 3' });
    queue.push({ conn: 4, name: 'begin 4', begins: true });
    queue.push({ conn: 5, name: 'select 5' });
    queue.push({ conn: 1, name: 'commit 1', ends: true });
    await settled();
    // select 3 and select 5 waited for transaction 1: they go before transaction 2 begins.
    expect(ran).toEqual(['begin 1', 'commit 1', 'select 3', 'select 5', 'begin 2']);
    queue.push({ conn: 6, name: 'select 6' });
    queue.push({ conn: 2, name: 'commit 2', ends: true });
    await settled();
    expect(ran.slice(5)).toEqual(['commit 2', 'select 6', 'begin 4']);
    // A statement that came after a BEGIN with no transaction open waits its turn as before.
    queue.push({ conn: 4, name: 'commit 4', ends: true });
    await settled();
    queue.push({ conn: 7, name: 'begin 7', begins: true });
    queue.push({ conn: 8, name: 'select 8' });
    await settled();
    expect(ran.slice(8)).toEqual(['commit 4', 'begin 7']);
  });

  it('waits for statements still to come from the connection that holds the transaction', async () => {
    const { queue, ran, settled } = recordingQueue();
    queue.push({ conn: 1, name: 'begin 1', begins: true });
    queue.push({ conn: 2, name: 'select 2' });
    await settled();
    expect(ran).toEqual(['begin 1']);
    expect(queue.transactionOwner).toBe(1);
    queue.push({ conn: 1, name: 'rollback 1', ends: true });
    await settled();
    expect(ran).toEqual(['begin 1', 'rollback 1', 'select 2']);
  });

  it('a BEGIN that fails opens nothing; an end that fails still ends the transaction', async () => {
    const { queue, ran, settled } = recordingQueue();
    queue.push({ conn: 1, name: 'begin 1', begins: true, fails: true });
    queue.push({ conn: 2, name: 'select 2' });
    await settled();
    expect(ran).toEqual(['begin 1', 'select 2']);
    expect(queue.transactionOwner).toBeNull();
    queue.push({ conn: 3, name: 'begin 3', begins: true });
    queue.push({ conn: 3, name: 'commit 3', ends: true, fails: true });
    queue.push({ conn: 4, name: 'select 4' });
    await settled();
    expect(ran.slice(2)).toEqual(['begin 3', 'commit 3', 'select 4']);
    expect(queue.transactionOwner).toBeNull();
  });
});
