import type { MailMessage } from './mail-message';

/** What a module says in a message; the platform turns it into text and HTML bodies. */
export interface MailContent {
  subject: string;
  /** First line ('Hello Ada,'). */
  greeting: string;
  /** Plain sentences; HTML special characters are escaped in the HTML body. */
  paragraphs: string[];
  /** A button in HTML, a bare link in text. */
  action?: { label: string; url: string };
  /** Signed as the site ('Shop Pet Nutrition'). */
  siteTitle: string;
}

/**
 * Renders a message from its content, so every module's mail has the same layout and no module
 * writes HTML by hand (where an unescaped name would be an injection into a customer's inbox).
 */
export function renderMail(to: string, content: MailContent): MailMessage {
  const action = content.action;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    content.siteTitle,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d2b36;line-height:1.5">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#0b5cab;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>`,
        ]
      : []),
    `<p>${escapeHtml(content.siteTitle)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: content.subject, text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
