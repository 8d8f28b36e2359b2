// Switching the current organisation (SPEC §3/§4 CurrOrg): the server saves it for the user, then the
// client stores the server's copy locally. A refused switch (the server toasts why) changes nothing.
import { saveCurrOrg } from '../../api/authCalls';
import { clearResponseCache } from '../../api/responseCache';
import { type SessionOrg, storeCurrOrg } from '../../state/session';

export async function switchOrg(org: SessionOrg): Promise<SessionOrg> {
  const saved = await saveCurrOrg({ OrgId: org.OrgId });
  const current = typeof saved === 'object' && saved !== null && (saved as SessionOrg).OrgId === org.OrgId ? (saved as SessionOrg) : org;
  storeCurrOrg(current);
  // Cached lists were read for the previous organisation.
  clearResponseCache();
  return current;
}
