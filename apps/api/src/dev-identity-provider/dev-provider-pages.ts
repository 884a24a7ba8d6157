import { randomBytes } from 'node:crypto';
import type { DevStaffAccount } from './dev-staff-accounts';

/** Text made safe to place in HTML text and in double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A rendered page and the Content-Security-Policy that lets only its own style and script run. */
export interface DevProviderPage {
  html: string;
  contentSecurityPolicy: string;
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1b1f24; }
  main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.2); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: .5rem; margin-top: .25rem; border: 1px solid #5b6570; border-radius: 4px; }
  input:focus, button:focus { outline: 3px solid #0b5cad; outline-offset: 2px; }
  button { font: inherit; margin-top: 1.5rem; padding: .6rem 1.2rem; border: 0; border-radius: 4px; background: #0b5cad; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #0b5cad; border: 1px solid #0b5cad; margin-left: .5rem; }
  [role=alert] { color: #a4161a; background: #fdecea; padding: .5rem .75rem; border-radius: 4px; }
  .note { font-size: .875rem; color: #4a535c; }
  dl { font-size: .875rem; } dt { font-weight: 600; margin-top: .5rem; } dd { margin: 0; }
`;

function page(title: string, body: string, { script }: { script?: string } = {}): DevProviderPage {
  const nonce = randomBytes(16).toString('base64');
  const scriptTag = script ? `<script nonce="${nonce}">${script}</script>` : '';
  return {
    html: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Development identity provider</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${scriptTag}
</body>
</html>`,
    contentSecurityPolicy: [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `script-src 'nonce-${nonce}'`,
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  };
}

export interface LoginPageInput {
  /** Where the form posts. */
  action: string;
  /** Where "Cancel" posts. */
  abortAction: string;
  clientName: string;
  email?: string;
  error?: string;
  accounts: readonly DevStaffAccount[];
}

/** The sign-in form: labelled fields, the error announced to screen readers, the seeded accounts listed. */
export function loginPage(input: LoginPageInput): DevProviderPage {
  const error = input.error ? `<p id="sign-in-error" role="alert">${escapeHtml(input.error)}</p>` : '';
  const described = input.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  const accounts = input.accounts
    .map((account) => `<dt>${escapeHtml(account.claims.email)}</dt><dd>${escapeHtml(account.purpose)}</dd>`)
    .join('');
  return page(
    'Sign in',
    `<h1>Sign in to ${escapeHtml(input.clientName)}</h1>
${error}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${described}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${described}>
  <button type="submit">Sign in</button>
  <button type="submit" class="secondary" formaction="${escapeHtml(input.abortAction)}" formnovalidate>Cancel</button>
</form>
<h2 class="note">Development accounts (password in README)</h2>
<dl>${accounts}</dl>`,
  );
}

/**
 * The provider's sign-out step. The shop sends its members here after ending its own session, so
 * the form (oidc-provider's, with its anti-forgery field) is submitted at once; the button is there
 * for browsers without script.
 */
export function logoutPage(providerForm: string, host: string): DevProviderPage {
  return page(
    'Signing out',
    `<h1>Signing you out of ${escapeHtml(host)}</h1>
${providerForm}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
    {
      script: `(function(){var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();`,
    },
  );
}

/** Shown after signing out when no return address was given. */
export function signedOutPage(): DevProviderPage {
  return page('Signed out', '<h1>You are signed out</h1><p>You can close this window.</p>');
}

/** The provider's error page: every value escaped. */
export function errorPage(out: Record<string, string>): DevProviderPage {
  const lines = Object.entries(out)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(String(value))}</dd>`)
    .join('');
  return page('Something went wrong', `<h1>Something went wrong</h1><dl>${lines}</dl>`);
}
