import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginDialog } from '../../../src/client/shell/login/LoginDialog';
import { validateLogin } from '../../../src/client/shell/login/loginValidation';
import type { Role } from '../../../src/client/state/session';
import { useEnglish } from '../support/english';

beforeAll(useEnglish);

describe('login rules (SPEC §5)', () => {
  it('requires an account, a 5-character password and the shown code', () => {
    expect(validateLogin({ account: '  ', password: '1234', captcha: '' }, '1111')).toEqual({
      account: 'login.AccountEmpty',
      password: 'login.PassWordLengthError',
      captcha: 'login.CodeEmpty',
    });
    expect(validateLogin({ account: 'demo', password: '12345', captcha: '2222' }, '1111')).toEqual({ captcha: 'login.CodeError' });
    expect(validateLogin({ account: 'demo', password: '12345', captcha: '1111' }, '1111')).toEqual({});
  });
});

// The dialog draws its code from crypto.getRandomValues: fixing that source makes the code known.
function fixCaptcha(digits: number[]) {
  return vi.spyOn(crypto, 'getRandomValues').mockImplementation(((array: Uint32Array) => {
    array.set(digits.slice(0, array.length));
    return array;
  }) as typeof crypto.getRandomValues);
}

function renderDialog(submit: (role: Role, account: string, password: string) => Promise<void>, onSuccess = vi.fn()) {
  let tab: Role = 'customer';
  const props = { open: true, onClose: vi.fn(), submit, onSuccess };
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <LoginDialog {...props} tab={tab} onTabChange={(t) => (tab = t)} />
    </FluentProvider>,
  );
  return { ...view, props };
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('<LoginDialog>', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    fixCaptcha([3, 1, 4, 1]);
  });

  it('shows the validation messages and does not submit', async () => {
    const submit = vi.fn(async () => undefined);
    renderDialog(submit);
    type('login-password', '1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('The password must have at least 5 characters')).toBeTruthy();
    expect(screen.getByText('Please enter the verification code')).toBeTruthy();
    expect(screen.getByText('Please enter your account')).toBeTruthy();
    type('login-captcha', '9999');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('The verification code is wrong')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits the trimmed account with the customer role, shows loading, then succeeds', async () => {
    let finish: () => void = () => undefined;
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onSuccess = vi.fn();
    renderDialog(submit, onSuccess);
    type('login-account', '  demo  ');
    type('login-password', 'demo1234');
    type('login-captcha', '3141');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(submit).toHaveBeenCalledWith('customer', 'demo', 'demo1234'));
    expect(screen.getByText('Logging in…')).toBeTruthy();
    expect(screen.getByTestId('login-submit').hasAttribute('disabled')).toBe(true);
    await act(async () => finish());
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  });

  it('after a refused log-in clears the code and draws a new one', async () => {
    const submit = vi.fn(async () => {
      throw new Error('refused');
    });
    const onSuccess = vi.fn();
    renderDialog(submit, onSuccess);
    type('login-account', 'demo');
    type('login-password', 'wrong-pass');
    type('login-captcha', '3141');
    fixCaptcha([2, 7, 1, 8]);
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect((screen.getByTestId('login-captcha') as HTMLInputElement).value).toBe(''));
    expect(onSuccess).not.toHaveBeenCalled();
    // the old code no longer passes
    type('login-captcha', '3141');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('The verification code is wrong')).toBeTruthy();
  });

  it('clicking the captcha draws a new code', async () => {
    const submit = vi.fn(async () => undefined);
    renderDialog(submit);
    fixCaptcha([5, 5, 5, 5]);
    fireEvent.click(screen.getByTestId('login-captcha-image'));
    type('login-account', 'demo');
    type('login-password', 'demo1234');
    type('login-captcha', '3141');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('The verification code is wrong')).toBeTruthy();
    type('login-captcha', '5555');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(submit).toHaveBeenCalled());
  });

  it('offers the user and the admin tab', () => {
    renderDialog(vi.fn(async () => undefined));
    expect(screen.getByRole('tab', { name: 'User login' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Admin login' })).toBeTruthy();
  });

  it('puts focus in the account field when it opens', async () => {
    renderDialog(vi.fn(async () => undefined));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('login-account')));
  });

  it('closes with Escape (like its close button) but not by a click outside', async () => {
    const { props } = renderDialog(vi.fn(async () => undefined));
    const backdrop = document.querySelector('.fui-DialogSurface__backdrop');
    expect(backdrop).toBeTruthy();
    fireEvent.click(backdrop!);
    expect(props.onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByTestId('login-account'), { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('draws a new code from a keyboard-reachable button named for it', async () => {
    const submit = vi.fn(async () => undefined);
    renderDialog(submit);
    const refresh = screen.getByTestId('login-captcha-image-refresh');
    expect(refresh.tagName).toBe('BUTTON');
    expect(refresh.getAttribute('aria-label')).toBe('New verification code');
    fixCaptcha([6, 6, 6, 6]);
    fireEvent.click(refresh);
    type('login-account', 'demo');
    type('login-password', 'demo1234');
    type('login-captcha', '6666');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(submit).toHaveBeenCalled());
  });

  it('reads the code aloud, digit by digit, in the UI language, on request', () => {
    const spoken: Array<{ text: string; lang: string }> = [];
    class Utterance {
      lang = '';
      rate = 1;
      constructor(public text: string) {}
    }
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    vi.stubGlobal('speechSynthesis', { cancel: vi.fn(), speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang }) });
    try {
      renderDialog(vi.fn(async () => undefined));
      fireEvent.click(screen.getByRole('button', { name: 'Read the verification code aloud' }));
      expect(spoken).toEqual([{ text: '3 1 4 1', lang: 'en-US' }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
