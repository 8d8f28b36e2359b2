// The shell bench's baseline for login -> interactive dashboard: a page with the login dialog's test ids
// that does nothing but swap its form for a "dashboard" and open a "settings panel" on click. The same
// Playwright steps on it (fills, captcha read, click, frame waits, second click) give the harness's own
// cost on this machine at this moment; what the product adds is the difference.
import type { Page } from 'playwright-core';

/** Served at this path of the bench's origin by Playwright itself (page.route), never by the product. */
export const LOGIN_FLOOR_PATH = '/bench-login-floor';

const FLOOR_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>login floor</title></head>
<body>
  <form data-testid="login-dialog" id="form">
    <input data-testid="login-account" autocomplete="off">
    <input data-testid="login-password" type="password">
    <canvas data-testid="login-captcha-image" width="80" height="30"></canvas>
    <input data-testid="login-captcha">
    <button data-testid="login-submit" type="submit">Log in</button>
  </form>
  <script>
    const drawn = document.querySelector('canvas').getContext('2d');
    for (const [i, digit] of ['4', '7', '1', '9'].entries()) drawn.fillText(digit, 8 + i * 16, 20);
    document.getElementById('form').addEventListener('submit', (event) => {
      event.preventDefault();
      event.target.remove();
      document.body.insertAdjacentHTML('beforeend', '<nav data-testid="sidebar">menu</nav><main data-testid="dashboard">dashboard</main><button data-testid="open-settings">settings</button>');
      document.querySelector('[data-testid="open-settings"]').addEventListener('click', () => {
        document.body.insertAdjacentHTML('beforeend', '<aside data-testid="settings-panel">settings</aside>');
      });
    });
  </script>
</body></html>`;

/** Makes `${baseUrl}${LOGIN_FLOOR_PATH}` answer with the floor page in this page's context. */
export async function serveLoginFloor(page: Page, baseUrl: string): Promise<string> {
  const url = `${baseUrl}${LOGIN_FLOOR_PATH}`;
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FLOOR_HTML }));
  return url;
}
