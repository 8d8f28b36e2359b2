// Layout settings of SPEC §3 (valtio), remembered in local storage so a reload keeps them.
import { proxy, subscribe } from 'valtio';
import { DEFAULT_THEME_COLOR } from '../../shared/constants';

export interface SettingsState {
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  supportPinyinSearch: boolean;
}

const STORAGE_KEY = 'F9-Settings';

export const DEFAULT_SETTINGS: SettingsState = {
  theme: DEFAULT_THEME_COLOR,
  showSettings: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  supportPinyinSearch: true,
};

function load(): SettingsState {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<SettingsState>;
    const theme = typeof saved.theme === 'string' && /^#[0-9a-fA-F]{6}$/.test(saved.theme) ? saved.theme : DEFAULT_SETTINGS.theme;
    return { ...DEFAULT_SETTINGS, ...pickBooleans(saved), theme, showSettings: false };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

function pickBooleans(saved: Partial<SettingsState>): Partial<SettingsState> {
  const out: Partial<SettingsState> = {};
  for (const key of ['tagsView', 'fixedHeader', 'sidebarLogo', 'supportPinyinSearch'] as const) {
    if (typeof saved[key] === 'boolean') out[key] = saved[key];
  }
  return out;
}

export const settingsState = proxy<SettingsState>(load());

subscribe(settingsState, () => {
  const { showSettings: _transient, ...kept } = settingsState;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
});

export function changeSetting<K extends keyof SettingsState>(key: K, value: SettingsState[K]): void {
  settingsState[key] = value;
}
