// Signing in and out (SPEC §4): log-in stores the token, role, user and CurrOrg, then loads the grants;
// log-out and forced log-out clear token, roles, CurrOrg, every cached answer and the generated routes.
import { login, logoutCall } from '../api/authCalls';
import { firstScreenCalls } from '../api/earlyCalls';
import { appQueryClient } from '../api/queryClient';
import { clearResponseCache } from '../api/responseCache';
import { resetPermissions } from '../state/permissionStore';
import { clearSession, getRole, initialOrg, type Role, storeSession } from '../state/session';
import { resetTags } from '../shell/tags/tagsStore';
import { loadPermissions } from './loadPermissions';

/** `destination`: the screen the log-in leads to, whose first calls start now, into the query layer (api/earlyCalls.ts). */
export async function signIn(role: Role, account: string, password: string, destination: string): Promise<void> {
  const answer = await login(role, account.trim(), password);
  const token = answer?.token?.Id;
  if (!token) throw new Error('The login answer carries no token');
  clearResponseCache();
  resetPermissions();
  resetTags();
  storeSession(token, role, answer.user ?? null, initialOrg(answer.orglist, answer.user?.CurrOrg));
  // The client data leaves first: the next screen waits for it, and the server answers in turn.
  const grants = loadPermissions();
  const calls = firstScreenCalls(destination);
  const queries = appQueryClient();
  calls?.atSignIn(queries);
  await grants;
  calls?.withGrants(queries, role);
}

/** Local part of any log-out: nothing of the session survives. */
export function clearLocalSession(): void {
  clearSession();
  clearResponseCache();
  resetPermissions();
  resetTags();
}

/** The user's log-out: tell the server, clear locally, go home; a customer's page also reloads. */
export async function signOut(goHome: () => void, reload: () => void = () => window.location.reload()): Promise<void> {
  const wasCustomer = getRole() === 'customer';
  try {
    await logoutCall();
  } catch {
    // The server may already have dropped the session; the local log-out happens anyway.
  }
  clearLocalSession();
  goHome();
  if (wasCustomer) reload();
}
