// The settings panel (SPEC §2): theme colour (default #409EFF, with a toast when it changes), tabs view,
// fixed header, sidebar logo, and in Chinese the pinyin menu-search switch; for a signed-in customer user,
// their milestone alerts (AlertSettings, issue 47).
import {
  Button,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  makeStyles,
  OverlayDrawer,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useStore } from '../state/useStore';
import { DEFAULT_THEME_COLOR } from '../../shared/constants';
import { notify } from '../api/notify';
import { appState } from '../state/appStore';
import { changeSetting, type SettingsState, settingsState } from '../state/settingsStore';
import { useReturnFocus } from './focus/returnFocus';
import { DrawerBody } from '../widgets/drawer/drawerBodies';
import { getRole, getToken } from '../state/session';
import { AlertSettings } from './AlertSettings';

const PRESETS = [DEFAULT_THEME_COLOR, '#1890FF', '#304156', '#212121', '#11A983', '#13C2C2', '#6959CD', '#F5222D'];

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '16px' },
  swatches: { display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center' },
  swatch: {
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusMedium,
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    cursor: 'pointer',
    padding: 0,
  },
  chosen: { border: `2px solid ${tokens.colorNeutralForeground1}` },
});

export function SettingsPanel() {
  const styles = useStyles();
  const { t } = useTranslation();
  const settings = useStore(settingsState);
  const language = useStore(appState, (s) => s.language);
  useReturnFocus(settings.showSettings);

  const setTheme = (color: string) => {
    if (!/^#[0-9a-fA-F]{6}$/.test(color) || color.toLowerCase() === settings.theme.toLowerCase()) return;
    changeSetting('theme', color.toUpperCase());
    notify('success', t('settings.themeChanged'), 2_000);
  };
  const toggle = (key: keyof Omit<SettingsState, 'theme' | 'showSettings'>, label: string) => (
    <Switch label={t(label)} checked={settings[key]} onChange={(_, d) => changeSetting(key, d.checked)} data-testid={`setting-${key}`} />
  );

  return (
    <OverlayDrawer position="end" open={settings.showSettings} onOpenChange={(_, d) => changeSetting('showSettings', d.open)} data-testid="settings-panel">
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('common.close')} icon={<DismissRegular />} onClick={() => changeSetting('showSettings', false)} />}>
          {t('settings.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <Field label={t('settings.theme')}>
          <div className={styles.swatches}>
            {PRESETS.map((color) => (
              <button
                key={color}
                type="button"
                aria-label={color}
                className={`${styles.swatch} ${color === settings.theme ? styles.chosen : ''}`}
                style={{ backgroundColor: color }}
                onClick={() => setTheme(color)}
              />
            ))}
            <input type="color" aria-label={t('settings.customColor')} value={settings.theme.toLowerCase()} onChange={(e) => setTheme(e.target.value)} data-testid="theme-color" />
          </div>
        </Field>
        {toggle('tagsView', 'settings.tagsView')}
        {toggle('fixedHeader', 'settings.fixedHeader')}
        {toggle('sidebarLogo', 'settings.sidebarLogo')}
        {(language === 'zh' || language === 'tr') && toggle('supportPinyinSearch', 'settings.pinyinSearch')}
        {settings.showSettings && getToken() && getRole() === 'customer' && <AlertSettings />}
      </DrawerBody>
    </OverlayDrawer>
  );
}
