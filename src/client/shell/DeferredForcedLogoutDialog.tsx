// The forced log-out confirm, loaded the first time it is raised (most sessions never see it), then
// kept mounted so it can animate out.
import { lazy, Suspense } from 'react';
import { useStore } from '../state/useStore';
import { forcedLogoutState } from '../api/forcedLogout';
import { useOnceTrue } from './useOnceTrue';

const ForcedLogoutDialog = lazy(() => import('./ForcedLogoutDialog').then((m) => ({ default: m.ForcedLogoutDialog })));

export function DeferredForcedLogoutDialog() {
  const open = useStore(forcedLogoutState, (s) => s.open);
  if (!useOnceTrue(open)) return null;
  return (
    <Suspense fallback={null}>
      <ForcedLogoutDialog />
    </Suspense>
  );
}
