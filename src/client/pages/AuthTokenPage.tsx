// /authtoken?token=…[&admin=true]: sign in with a token issued elsewhere (single sign-on). The token is
// stored, the address is replaced so it does not stay in the history, and the guard then verifies it by
// loading the client data (a bad token ends in the usual "verification failed" log-out).
import { Spinner } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearResponseCache } from '../api/responseCache';
import { resetPermissions } from '../state/permissionStore';
import { storeSession } from '../state/session';

export default function AuthTokenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get('token') ?? params.get('tokenid');
    if (!token || !/^[A-Za-z0-9_-]{16,256}$/.test(token)) {
      navigate('/home?login=user', { replace: true });
      return;
    }
    clearResponseCache();
    resetPermissions();
    storeSession(token, params.get('admin') === 'true' ? 'admin' : 'customer', null, null);
    navigate('/dashboard', { replace: true });
  }, [navigate, search]);
  return <Spinner style={{ marginTop: '30vh' }} label={t('common.loading')} />;
}
