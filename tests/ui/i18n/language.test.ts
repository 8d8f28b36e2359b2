import { afterEach, describe, expect, it, vi } from 'vitest';
import { cultureOf } from '../../../src/shared/constants';
import { onNotice } from '../../../src/client/api/notify';
import i18n, { buildMessages, withAllMessages } from '../../../src/client/i18n/i18n';
import { applyLanguage, initialLanguage } from '../../../src/client/i18n/language';
import { chooseLanguage, matchBrowserLanguage } from '../../../src/client/i18n/languageSelection';
import { appState } from '../../../src/client/state/appStore';
import { getCookie, removeCookie, setCookie } from '../../../src/client/state/cookies';

afterEach(() => {
  for (const name of ['smartLanguage', 'switchLanguage', 'culture']) removeCookie(name);
  vi.restoreAllMocks();
});

describe('language selection order (SPEC §4)', () => {
  const base = { switchedByHand: false, cookieLanguage: null, browserLanguages: [] as string[] };

  it('site default wins when it is zh, en or tr and the user has not switched by hand', () => {
    expect(chooseLanguage({ ...base, siteDefault: 'tr', cookieLanguage: 'en' })).toBe('tr');
    expect(chooseLanguage({ ...base, siteDefault: 'en', browserLanguages: ['zh-CN'] })).toBe('en');
  });

  it('a hand switch or another site default falls to the smartLanguage cookie', () => {
    expect(chooseLanguage({ ...base, siteDefault: 'zh', switchedByHand: true, cookieLanguage: 'en' })).toBe('en');
    expect(chooseLanguage({ ...base, siteDefault: 'es', cookieLanguage: 'zh' })).toBe('zh');
  });

  it('then the browser language matched against en, zh and tr, else en', () => {
    expect(chooseLanguage({ ...base, browserLanguages: ['de-DE', 'zh-TW'] })).toBe('tr');
    expect(chooseLanguage({ ...base, browserLanguages: ['zh-CN'] })).toBe('zh');
    expect(chooseLanguage({ ...base, browserLanguages: ['en-GB'] })).toBe('en');
    expect(chooseLanguage({ ...base, browserLanguages: ['fr-FR'] })).toBe('en');
    expect(chooseLanguage({ ...base, cookieLanguage: 'xx', browserLanguages: ['ja'] })).toBe('en');
    expect(matchBrowserLanguage(['zh-Hant-HK'])).toBe('tr');
  });

  it('initialLanguage reads the switchLanguage and smartLanguage cookies', () => {
    setCookie('smartLanguage', 'en');
    expect(initialLanguage('zh')).toBe('zh');
    setCookie('switchLanguage', 'true');
    expect(initialLanguage('zh')).toBe('en');
  });
});

describe('culture cookie mapping (SPEC §9)', () => {
  it('maps en to en-US, zh to zh-CN, tr to zh-TW and anything else to zh-CN', () => {
    expect(cultureOf('en')).toBe('en-US');
    expect(cultureOf('zh')).toBe('zh-CN');
    expect(cultureOf('tr')).toBe('zh-TW');
    expect(cultureOf('es')).toBe('zh-CN');
  });

  it('applying a language by hand writes smartLanguage for 60 days, culture and switchLanguage, and toasts', async () => {
    const written: string[] = [];
    let proto: object | null = document;
    let setter: ((value: string) => void) | undefined;
    while (proto && !setter) {
      setter = Object.getOwnPropertyDescriptor(proto, 'cookie')?.set;
      proto = Object.getPrototypeOf(proto);
    }
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      setter?.call(this, value);
    });
    const notices: string[] = [];
    const stop = onNotice((n) => notices.push(n.text));
    await applyLanguage('tr', true);
    stop();
    expect(i18n.language).toBe('tr');
    expect(appState.language).toBe('tr');
    expect(getCookie('culture')).toBe('zh-TW');
    expect(getCookie('smartLanguage')).toBe('tr');
    expect(getCookie('switchLanguage')).toBe('true');
    expect(written.find((c) => c.startsWith('smartLanguage='))).toContain(`max-age=${60 * 86400}`);
    expect(notices).toEqual(['切換語言成功']);
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('an automatic choice does not mark a hand switch and does not toast', async () => {
    const notices: string[] = [];
    const stop = onNotice((n) => notices.push(n.text));
    await applyLanguage('en');
    stop();
    expect(getCookie('culture')).toBe('en-US');
    expect(getCookie('switchLanguage')).toBeUndefined();
    expect(notices).toEqual([]);
    expect(i18n.t('tagsView.closeAll')).toBe('Close all');
  });
});

describe('language packs', () => {
  it('merge every area file of a language', async () => {
    const zh = await buildMessages('zh', 'F9');
    expect((zh.login as Record<string, string>).CodeError).toBe('验证码错误');
    expect((zh.route as Record<string, string>).seaBooking).toBe('海运订舱');
  });

  it('the F6 edition overrides some keys and keeps the rest', async () => {
    const f9 = await buildMessages('en', 'F9');
    const f6 = await buildMessages('en', 'F6');
    expect((f9.route as Record<string, string>).dashboard).toBe('Dashboard');
    expect((f6.route as Record<string, string>).dashboard).toBe('Workbench');
    expect((f6.route as Record<string, string>).seaBooking).toBe('Sea Booking');
  });
});

describe('two parts per language (messageParts.ts): /home paints with the shell\'s only', () => {
  it('the shell part holds what /home and the login dialog say, the screens part the rest', async () => {
    const shell = await buildMessages('en', 'F9', ['shell']);
    const screens = await buildMessages('en', 'F9', ['screens']);
    expect(Object.keys(shell).sort()).toEqual(['common', 'errors', 'home', 'login', 'navbar', 'route']);
    expect(screens.field).toBeDefined();
    expect(screens.home).toBeUndefined();
    expect(keysOfBoth(shell, screens)).toEqual(Object.keys(await buildMessages('en', 'F9')).sort());
  });

  it('a language applied with the shell part only gets the screens part with loadAllMessages (what every other screen loads with)', async () => {
    await applyLanguage('es', false, ['shell']);
    expect(i18n.getResource('es', 'translation', 'home')).toBeDefined();
    expect(i18n.getResource('es', 'translation', 'field')).toBeUndefined();
    await withAllMessages(async () => 'a screen')();
    expect(i18n.getResource('es', 'translation', 'field')).toBeDefined();
  });

  it("zh's shell part comes without en's (it is complete: keys.test.ts); the screens' part brings en's as its fallback", async () => {
    vi.resetModules();
    const fresh = await import('../../../src/client/i18n/i18n');
    await fresh.loadLanguage('zh', ['shell']);
    expect(fresh.default.getResource('zh', 'translation', 'home')).toBeDefined();
    expect(fresh.default.hasResourceBundle('en', 'translation')).toBe(false);
    await fresh.loadAllMessages();
    expect(fresh.default.getResource('zh', 'translation', 'field')).toBeDefined();
    expect(fresh.default.getResource('en', 'translation', 'field')).toBeDefined();
  });
});

const keysOfBoth = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
