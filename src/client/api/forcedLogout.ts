// The forced log-out confirm of SPEC §4/§8: raised by the request client on HTTP 401 or exception
// code 10003, shown once however many calls fail together, by <ForcedLogoutDialog> in the shell.
import { proxy } from 'valtio';
import { clearSession, hasToken } from '../state/session';
import { clearResponseCache } from './responseCache';

export const forcedLogoutState = proxy({ open: false });

/**
 * Only a signed-in user can be logged out; a signed-out 401 is just an error. True when the confirm
 * is (or already was) up: it is then the one notice of the failure, no toast beside it.
 */
export function raiseForcedLogout(): boolean {
  if (!hasToken()) return false;
  forcedLogoutState.open = true;
  return true;
}

/** "Re-login": the session is gone, so clear it and start afresh. */
export function confirmRelogin(reload: () => void = () => window.location.reload()): void {
  clearSession();
  clearResponseCache();
  forcedLogoutState.open = false;
  reload();
}

/** "Cancel": stay on the page as it is. */
export function dismissForcedLogout(): void {
  forcedLogoutState.open = false;
}
