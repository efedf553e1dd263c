import { escapeXml } from '@storefront/core';
import type { OutboxMail } from './outbox-repository.js';

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:1rem auto;max-width:60rem;padding:0 1rem}
article{border:1px solid #ccc;border-radius:4px;margin:1rem 0;padding:.5rem 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem;margin:0}dt{color:#555}dd{margin:0}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:.5rem}`;

function mailEntry(mail: OutboxMail): string {
  const field = (name: string, value: string) => `<dt>${name}</dt><dd>${escapeXml(value)}</dd>`;
  const to = `<dt>To</dt><dd><a href="?to=${encodeURIComponent(mail.to)}">${escapeXml(mail.to)}</a></dd>`;
  return `<article id="mail-${mail.id}">
<h2>${escapeXml(mail.subject)}</h2>
<dl>${field('Date', mail.createdAt)}${field('Kind', mail.kind)}${field('From', mail.from)}${to}${
    mail.replyTo ? field('Reply-To', mail.replyTo) : ''
  }</dl>
<pre>${escapeXml(mail.text)}</pre>${
    mail.html === null ? '' : `\n<details><summary>HTML part</summary><pre>${escapeXml(mail.html)}</pre></details>`
  }
</article>`;
}

/**
 * The development outbox as one HTML page, newest first. Every value is escaped: a mail's subject or text comes from
 * shoppers (a name, a contact form) and must not become markup on a page the shop developer opens.
 */
export function renderOutboxPage(mails: readonly OutboxMail[], filter: { to?: string }): string {
  const heading = filter.to === undefined ? 'Outbox' : `Outbox: mail to ${escapeXml(filter.to)}`;
  const body = mails.length === 0 ? '<p>No mail yet.</p>' : mails.map(mailEntry).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${heading}</title><style>${STYLE}</style></head>
<body><h1>${heading}</h1>
<p>Mail the shop would have sent; it stays here while no SMTP server is configured (<code>SMTP_URL</code>).${
    filter.to === undefined ? '' : ' <a href="?">All mail</a>'
  }</p>
${body}
</body></html>
`;
}
