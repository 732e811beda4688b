// The mails the server sends, as plain text and escaped HTML: login code, password reset, email confirmation, activity notifications, the weekly digest.
import type { OutgoingMail } from './mailer';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(to: string, subject: string, lines: string[], link?: { url: string; label: string }): OutgoingMail {
  const text = [...lines, ...(link ? ['', link.url] : [])].join('\n');
  const paragraphs = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const button = link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '';
  return { to, subject, text, html: `<!doctype html><html><body>${paragraphs}${button}</body></html>` };
}

export function loginCodeMail(to: string, appName: string, code: string, minutes: number): OutgoingMail {
  return mail(to, `Your ${appName} login code: ${code}`, [
    `Your login code for ${appName} is: ${code}`,
    `It works once, for ${minutes} minutes. If you did not ask for it, ignore this mail.`,
  ]);
}

export function passwordResetMail(to: string, appName: string, url: string): OutgoingMail {
  return mail(
    to,
    `Reset your ${appName} password`,
    ['Someone asked to reset the password of your account.', 'The link works once, for one hour. If it was not you, ignore this mail.'],
    { url, label: 'Choose a new password' },
  );
}

export function confirmationMail(to: string, appName: string, url: string, change: boolean): OutgoingMail {
  const lines = change
    ? [`Confirm that ${to} is the new email address of your ${appName} account.`, 'Once confirmed, you log in with it.']
    : [`Confirm the email address of your ${appName} account.`];
  return mail(to, `Confirm your email address for ${appName}`, lines, { url, label: 'Confirm my email address' });
}

export interface MailedActivity {
  headline: string;
  detail: string;
  url: string;
}

/** What happened while the member was away: one mail for several activities, newest first, each with its link. */
export function activityMail(to: string, appName: string, items: MailedActivity[], more: number, settingsUrl: string): OutgoingMail {
  const subject = items.length === 1 && more === 0 ? `${items[0]!.headline} on ${appName}` : `${items.length + more} new notifications on ${appName}`;
  const footer = `You get these mails because email notifications are on. Turn them off in your email settings: ${settingsUrl}`;
  const moreLine = more > 0 ? [`And ${more} more in the app.`] : [];
  const text = [...items.flatMap((i) => [i.headline, i.detail, i.url, '']), ...moreLine, ...(more > 0 ? [''] : []), footer].join('\n');
  const entries = items
    .map((i) => `<p><a href="${escapeHtml(i.url)}"><strong>${escapeHtml(i.headline)}</strong></a><br>${escapeHtml(i.detail)}</p>`)
    .join('');
  const html = `<!doctype html><html><body>${entries}${moreLine.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><small>You get these mails because email notifications are on. <a href="${escapeHtml(settingsUrl)}">Turn them off in your email settings</a>.</small></p></body></html>`;
  return { to, subject, text, html };
}

export interface DigestPost extends MailedActivity {
  counts: string;
}

/** The weekly digest: the week's most talked-about posts in the member's groups, and how many there were in all. */
export function digestMail(to: string, appName: string, items: DigestPost[], weekCount: number, settingsUrl: string): OutgoingMail {
  const subject = `Your week on ${appName}: ${weekCount} new ${weekCount === 1 ? 'post' : 'posts'} in your groups`;
  const footer = `You get this mail because the weekly digest is on. Turn it off in your email settings: ${settingsUrl}`;
  const text = ['The most talked-about posts of the week:', '', ...items.flatMap((i) => [i.headline, i.detail, i.counts, i.url, '']), footer].join('\n');
  const entries = items
    .map((i) => `<p><a href="${escapeHtml(i.url)}"><strong>${escapeHtml(i.headline)}</strong></a><br>${escapeHtml(i.detail)}<br><small>${escapeHtml(i.counts)}</small></p>`)
    .join('');
  const html = `<!doctype html><html><body><p>The most talked-about posts of the week:</p>${entries}<p><small>You get this mail because the weekly digest is on. <a href="${escapeHtml(settingsUrl)}">Turn it off in your email settings</a>.</small></p></body></html>`;
  return { to, subject, text, html };
}
