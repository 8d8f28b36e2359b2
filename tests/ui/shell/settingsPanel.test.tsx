import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onNotice } from '../../../src/client/api/notify';
import { SettingsPanel } from '../../../src/client/shell/SettingsPanel';
import { appState } from '../../../src/client/state/appStore';
import { DEFAULT_SETTINGS, settingsState } from '../../../src/client/state/settingsStore';
import { useEnglish } from '../support/english';

beforeAll(useEnglish);

function renderPanel() {
  render(
    <FluentProvider theme={webLightTheme}>
      <SettingsPanel />
    </FluentProvider>,
  );
}

describe('settings panel (SPEC §2, §3)', () => {
  beforeEach(() => {
    Object.assign(settingsState, DEFAULT_SETTINGS, { showSettings: true });
  });

  it('starts with theme #409EFF; a new colour applies and toasts', async () => {
    appState.language = 'en';
    renderPanel();
    expect(settingsState.theme).toBe('#409EFF');
    const toasts: string[] = [];
    const stop = onNotice((n) => toasts.push(n.text));
    fireEvent.change(screen.getByTestId('theme-color'), { target: { value: '#11a983' } });
    stop();
    expect(settingsState.theme).toBe('#11A983');
    expect(toasts).toEqual(['Theme changed successfully']);
  });

  it('switches tabs view, fixed header and sidebar logo, remembered locally', async () => {
    appState.language = 'en';
    renderPanel();
    fireEvent.click(screen.getByTestId('setting-tagsView'));
    fireEvent.click(screen.getByTestId('setting-fixedHeader'));
    fireEvent.click(screen.getByTestId('setting-sidebarLogo'));
    expect([settingsState.tagsView, settingsState.fixedHeader, settingsState.sidebarLogo]).toEqual([false, false, false]);
    await act(async () => undefined);
    expect(JSON.parse(localStorage.getItem('F9-Settings') ?? '{}')).toMatchObject({ tagsView: false, fixedHeader: false, sidebarLogo: false });
    expect(screen.queryByTestId('setting-supportPinyinSearch')).toBeNull();
  });

  it('offers the pinyin search switch only in Chinese', () => {
    appState.language = 'zh';
    renderPanel();
    expect(screen.getByTestId('setting-supportPinyinSearch')).toBeTruthy();
  });
});
