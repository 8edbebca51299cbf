// Reads the e-mails the portal really sent, from the SMTP catcher's REST API (maildev).
const MAILDEV_URL = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1081';

export type Mail = {
  id: string;
  subject: string;
  html?: string;
  text?: string;
  to: { address: string }[];
  date: string;
};

export async function listMails(): Promise<Mail[]> {
  const response = await fetch(`${MAILDEV_URL}/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** Waits for the newest mail to `to` sent after `since`. */
export async function waitForMail(to: string, { since = 0, timeoutMs = 20_000 } = {}): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await listMails())
      .filter((mail) => mail.to.some((r) => r.address.toLowerCase() === to.toLowerCase()))
      .filter((mail) => new Date(mail.date).getTime() >= since - 1000)
      .sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());
    if (mails[0]) return mails[0];
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The first link in the mail whose path starts with `pathname`. */
export function linkIn(mail: Mail, pathname: string): URL {
  const body = `${mail.html ?? ''}\n${mail.text ?? ''}`.replace(/&amp;/g, '&');
  for (const match of body.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`no link to ${pathname} in mail "${mail.subject}"`);
}
