import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The mail a server without SMTP_URL writes to DATA_DIR/outbox (apps/server/src/lib/mailer.ts),
 * read as a person would read it: the text of the newest message to an address.
 */

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text body of an .eml file, its transfer encoding undone. */
export function mailText(eml: string): string {
  const split = eml.search(/\r?\n\r?\n/);
  const headers = eml.slice(0, split);
  const body = eml.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The newest mail to `to` in the outbox, waiting up to 10 s for it to be written. */
export async function newestMailTo(dataDir: string, to: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const tag = to.replace(/[^\w.@-]/g, '_');
  for (let waited = 0; waited < 10_000; waited += 200) {
    const files = fs.existsSync(outbox)
      ? fs.readdirSync(outbox).filter((file) => file.endsWith(`-${tag}.eml`))
      : [];
    const newest = files.sort().at(-1);
    if (newest) return mailText(fs.readFileSync(path.join(outbox, newest), 'utf8'));
    await sleep(200);
  }
  throw new Error(`no mail to ${to} in ${outbox}`);
}

/** The first link to `page` (an absolute URL) in a mail's text. */
export function linkIn(text: string, page: string): URL {
  const match = new RegExp(`https?://\\S+/${page}\\?token=[\\w-]+`).exec(text);
  if (!match) throw new Error(`no ${page} link in the mail:\n${text}`);
  return new URL(match[0]);
}
