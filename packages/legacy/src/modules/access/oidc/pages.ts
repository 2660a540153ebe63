/** The provider's own pages: small, server-rendered, no script, so they work in any popup. */

export const LOGIN_PAGE_TEXT = {
  title: 'Sign in to Lexbridge',
  intro: 'Single sign-on with your Lexbridge account.',
  email: 'E-mail address',
  password: 'Password',
  submit: 'Sign in',
  cancel: 'Cancel',
  missing: 'Enter your e-mail address and password.',
  wrong: 'The e-mail address or password is incorrect.',
  expired: 'This sign-in has expired or was already completed. Close this window and start again.',
} as const;

/** The pages allow no script, no frame, and styles only from themselves. */
export const PAGE_SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1a202c; margin: 0; }
  main { max-width: 24rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 8px;
         box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font-size: 1rem; border: 1px solid #718096;
          border-radius: 4px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.6rem; font-size: 1rem; background: #2b6cb0; color: #fff;
           border: 0; border-radius: 4px; cursor: pointer; }
  .error { color: #c53030; font-weight: 600; }
  .cancel { display: block; text-align: center; margin-top: 1rem; color: #2b6cb0; }
</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

export interface LoginPageOptions {
  /** Where the form posts: `<issuer path>/interaction/<uid>/login`. */
  action: string;
  cancel: string;
  email?: string;
  error?: string;
}

/** The sign-in form: e-mail and password, labelled, with the error above the form when there is one. */
export function loginPage({ action, cancel, email = '', error }: LoginPageOptions): string {
  const alert = error ? `<p class="error" role="alert" id="error">${escapeHtml(error)}</p>\n` : '';
  const described = error ? ' aria-describedby="error"' : '';
  return page(
    LOGIN_PAGE_TEXT.title,
    `<h1>${LOGIN_PAGE_TEXT.title}</h1>
<p>${LOGIN_PAGE_TEXT.intro}</p>
${alert}<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">${LOGIN_PAGE_TEXT.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}${email ? '' : ' autofocus'}>
<label for="password">${LOGIN_PAGE_TEXT.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">${LOGIN_PAGE_TEXT.submit}</button>
</form>
<a class="cancel" href="${escapeHtml(cancel)}">${LOGIN_PAGE_TEXT.cancel}</a>`,
  );
}

export function errorPage(message: string): string {
  return page(
    'Sign-in error',
    `<h1>Sign-in error</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}
