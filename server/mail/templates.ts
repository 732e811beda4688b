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
  /** A small line under the detail (a post's counts). */
  note?: string;
}

/**
 * A mail listing things with their links, between an optional line before and after, ending with why it came
 * (`why`: "email notifications are on") and where to turn it off.
 */
function listMail(to: string, subject: string, items: MailedActivity[], text: { before?: string; after?: string; why: string; settingsUrl: string }): OutgoingMail {
  const { before, after, why, settingsUrl } = text;
  const plain = [
    ...(before ? [before, ''] : []),
    ...items.flatMap((i) => [i.headline, i.detail, ...(i.note ? [i.note] : []), i.url, '']),
    ...(after ? [after, ''] : []),
    `You get this mail because ${why}. Turn it off in your email settings: ${settingsUrl}`,
  ].join('\n');
  const entry = (i: MailedActivity) =>
    `<p><a href="${escapeHtml(i.url)}"><strong>${escapeHtml(i.headline)}</strong></a><br>${escapeHtml(i.detail)}${i.note ? `<br><small>${escapeHtml(i.note)}</small>` : ''}</p>`;
  const line = (l: string | undefined) => (l ? `<p>${escapeHtml(l)}</p>` : '');
  const html = `<!doctype html><html><body>${line(before)}${items.map(entry).join('')}${line(after)}<p><small>You get this mail because ${escapeHtml(why)}. <a href="${escapeHtml(settingsUrl)}">Turn it off in your email settings</a>.</small></p></body></html>`;
  return { to, subject, text: plain, html };
}

/** What happened while the member was away: one mail for several activities, newest first, each with its link. */
export function activityMail(to: string, appName: string, items: MailedActivity[], more: number, settingsUrl: string): OutgoingMail {
  const subject = items.length === 1 && more === 0 ? `${items[0]!.headline} on ${appName}` : `${items.length + more} new notifications on ${appName}`;
  return listMail(to, subject, items, { after: more > 0 ? `And ${more} more in the app.` : undefined, why: 'email notifications are on', settingsUrl });
}

/** The weekly digest: the week's most talked-about posts in the member's groups, and how many there were in all. */
export function digestMail(to: string, appName: string, items: MailedActivity[], weekCount: number, settingsUrl: string): OutgoingMail {
  const subject = `Your week on ${appName}: ${weekCount} new ${weekCount === 1 ? 'post' : 'posts'} in your groups`;
  return listMail(to, subject, items, { before: 'The most talked-about posts of the week:', why: 'the weekly digest is on', settingsUrl });
}

/** Paid plans (server/domains/payments/payment-mails.ts): what happened to the member's plan, and what to do. */
export function paymentMail(to: string, subject: string, lines: string[], link: { url: string; label: string }): OutgoingMail {
  return mail(to, subject, lines, link);
}

/** Events (server/domains/events/notices.ts): a reminder, a new time or a cancellation, to a member who asked for mail. */
export function eventMail(to: string, item: MailedActivity, settingsUrl: string): OutgoingMail {
  return listMail(to, `${item.headline}: ${item.detail}`, [item], { why: 'event reminders by email are on', settingsUrl });
}
