// The user's name with change password and log out, or a log-in link when signed out (SPEC §2); a user
// of more than one organisation also picks the current one (CurrOrg) here.
import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { KeyRegular, SignOutRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../api/notify';
import { signOut } from '../../app/sessionActions';
import { getCurrOrgId, getOrgList, getStoredUser, hasToken } from '../../state/session';
import { openChangePassword } from '../password/passwordDialogState';
import { switchOrg } from './switchOrg';

const ORG_TOAST_MS = 3_000;

export function displayName(user: ReturnType<typeof getStoredUser>): string {
  return String(user?.RealName || user?.NickName || user?.Account || '');
}

/** `compact`: the avatar only (mobile navbar). */
export function UserMenu({ onLogin, compact = false }: { onLogin?: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [currOrgId, setCurrOrgId] = useState(getCurrOrgId);
  const [switching, setSwitching] = useState(false);
  if (!hasToken()) {
    return (
      <Button appearance="primary" onClick={onLogin ?? (() => navigate('/login'))} data-testid="login-link">
        {t('navbar.logIn')}
      </Button>
    );
  }
  const name = displayName(getStoredUser());
  const orgs = getOrgList();

  const chooseOrg = async (value: string | undefined) => {
    const org = orgs.find((o) => String(o.OrgId) === value);
    if (!org || org.OrgId === currOrgId || switching) return;
    setSwitching(true);
    try {
      const saved = await switchOrg(org);
      setCurrOrgId(saved.OrgId);
      notify('success', t('navbar.switchOrgSuccess', { name: saved.OrgName || saved.OrgCd || String(saved.OrgId) }), ORG_TOAST_MS);
    } catch {
      // The request client already showed the server's message; the current organisation stays.
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Menu
      checkedValues={{ org: currOrgId === null ? [] : [String(currOrgId)] }}
      onCheckedValueChange={(_, data) => void chooseOrg(data.checkedItems[0])}
    >
      <MenuTrigger disableButtonEnhancement>
        {/* The avatar repeats the name, so it is hidden from the accessibility tree; the visible name labels the button. */}
        <Button appearance="subtle" icon={<Avatar name={name} size={24} aria-hidden />} aria-label={compact ? name : undefined} data-testid="user-menu">
          {compact ? null : name}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {orgs.length > 1 && (
            <>
              <MenuGroup data-testid="org-menu">
                <MenuGroupHeader>{t('navbar.organisation')}</MenuGroupHeader>
                {orgs.map((org) => (
                  <MenuItemRadio key={org.OrgId} name="org" value={String(org.OrgId)} disabled={switching} data-testid={`org-${org.OrgId}`}>
                    {org.OrgName || org.OrgCd || String(org.OrgId)}
                  </MenuItemRadio>
                ))}
              </MenuGroup>
              <MenuDivider />
            </>
          )}
          <MenuItem icon={<KeyRegular />} onClick={openChangePassword} data-testid="change-password">
            {t('navbar.changePassword')}
          </MenuItem>
          <MenuItem icon={<SignOutRegular />} onClick={() => void signOut(() => navigate('/home'))} data-testid="logout">
            {t('navbar.logOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
