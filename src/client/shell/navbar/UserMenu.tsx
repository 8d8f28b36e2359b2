// The user's name with change password and log out, or a log-in link when signed out (SPEC §2).
import { Avatar, Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { KeyRegular, SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../app/sessionActions';
import { getStoredUser, hasToken } from '../../state/session';
import { openChangePassword } from '../password/passwordDialogState';

export function displayName(user: ReturnType<typeof getStoredUser>): string {
  return String(user?.RealName || user?.NickName || user?.Account || '');
}

/** `compact`: the avatar only (mobile navbar). */
export function UserMenu({ onLogin, compact = false }: { onLogin?: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!hasToken()) {
    return (
      <Button appearance="primary" onClick={onLogin ?? (() => navigate('/login'))} data-testid="login-link">
        {t('navbar.logIn')}
      </Button>
    );
  }
  const name = displayName(getStoredUser());
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<Avatar name={name} size={24} />} aria-label={name} data-testid="user-menu">
          {compact ? null : name}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
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
