// Signed-in principals held in memory per token hash, so that a call does not first read its session
// (a three-table join that cost as much as a list page on PGlite). Held only while this process LISTENs
// (db/invalidations.ts): triggers NOTIFY every change that alters what a session resolves to
// (f9_session_end, migration 0160; f9_principal, 0240) and each notification drops what it names. With
// no listener (none given, or lost until it reconnects) nothing is held and every call reads the
// database, as it did before.
import type { Invalidations } from '../db/invalidations';
import { SESSION_END_CHANNEL } from '../hub/hub';
import type { Principal } from './access';

export const PRINCIPAL_CHANNEL = 'f9_principal';

/** What a session resolved to, with the times its expiry is judged by. */
export interface HeldSession {
  principal: Omit<Principal, 'language'>;
  roleId: number;
  /** Epoch ms; moved forward with each touch, so idle expiry is judged as the database would. */
  lastSeenMs: number;
  expiresMs: number;
}

/** Sessions held at once; beyond, the oldest go (they are read again at their next call). */
export const MAX_HELD_SESSIONS = 10_000;

export class PrincipalCache {
  private readonly held = new Map<string, HeldSession>();
  /** Bumped by every invalidation: a read that began before one must not be stored after it. */
  private generation = 0;

  constructor(
    private readonly invalidations: Invalidations,
    private readonly maxHeld = MAX_HELD_SESSIONS,
  ) {
    invalidations.on(SESSION_END_CHANNEL, (sessionId) => this.forgetWhere((s) => s.principal.sessionId === sessionId));
    invalidations.on(PRINCIPAL_CHANNEL, (payload) => this.onPrincipalChange(payload));
    invalidations.onReset(() => this.forgetAll());
  }

  get size(): number {
    return this.held.size;
  }

  get(tokenHash: string): HeldSession | undefined {
    return this.held.get(tokenHash);
  }

  /** Taken before reading a session from the database; `store` refuses the read if anything was invalidated since. */
  ticket(): number {
    return this.generation;
  }

  store(tokenHash: string, session: HeldSession, ticket: number): void {
    if (!this.invalidations.listening || ticket !== this.generation) return;
    if (this.held.size >= this.maxHeld) this.held.delete(this.held.keys().next().value!);
    this.held.set(tokenHash, session);
  }

  forget(tokenHash: string): void {
    this.generation++;
    this.held.delete(tokenHash);
  }

  forgetAll(): void {
    this.generation++;
    this.held.clear();
  }

  private forgetWhere(matches: (session: HeldSession) => boolean): void {
    this.generation++;
    for (const [tokenHash, session] of this.held) if (matches(session)) this.held.delete(tokenHash);
  }

  private onPrincipalChange(payload: string): void {
    const [kind, id] = payload.split(':');
    const n = Number(id);
    if (kind === 'user') this.forgetWhere((s) => s.principal.userId === n);
    else if (kind === 'role') this.forgetWhere((s) => s.roleId === n);
    else this.forgetAll();
  }
}
