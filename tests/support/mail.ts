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

/**
 * Waits for the newest mail to `to` sent after `since`. A mail's date has whole seconds, so `since` is taken with a
 * second's slack: a mail sent just before may match too. When two mails to one address follow each other (the
 * confirmation, then the password reset), pass `link` so that only a mail carrying a link to that path is taken.
 */
export async function waitForMail(
  to: string,
  {
    since = 0,
    timeoutMs = 20_000,
    link,
    subject,
  }: { since?: number; timeoutMs?: number; link?: string; subject?: RegExp } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await listMails())
      .filter((mail) => mail.to.some((r) => r.address.toLowerCase() === to.toLowerCase()))
      .filter((mail) => new Date(mail.date).getTime() >= since - 1000)
      .filter((mail) => link === undefined || findLink(mail, link) !== undefined)
      // Mail dates have whole seconds: a mail sent just before `since` passes the date filter, so tests that expect
      // one kind of mail name it.
      .filter((mail) => subject === undefined || subject.test(mail.subject))
      .sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());
    if (mails[0]) return mails[0];
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

function findLink(mail: Mail, pathname: string): URL | undefined {
  const body = `${mail.html ?? ''}\n${mail.text ?? ''}`.replace(/&amp;/g, '&');
  for (const match of body.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  return undefined;
}

/** The first link in the mail whose path is `pathname`. */
export function linkIn(mail: Mail, pathname: string): URL {
  const url = findLink(mail, pathname);
  if (!url) throw new Error(`no link to ${pathname} in mail "${mail.subject}"`);
  return url;
}

/** Waits for the newest mail to `to` since `since` that links to `pathname`, and returns that link. */
export async function waitForLink(
  to: string,
  pathname: string,
  options: { since?: number; timeoutMs?: number } = {},
) {
  return linkIn(await waitForMail(to, { ...options, link: pathname }), pathname);
}

/** Whether a mail went to `address` (case-insensitive). */
export const sentTo = (address: string) => (mail: Mail) =>
  mail.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase());

/** The ids of the mails caught so far: `expectMails` counts only the mails after them. */
export async function mailsSoFar(): Promise<ReadonlySet<string>> {
  return new Set((await listMails()).map((mail) => mail.id));
}

/**
 * Waits until exactly `expected` mails that `select` accepts arrived after `since` (mailsSoFar), then holds for
 * `holdMs` and checks that no more came; answers them, newest first. A fixed sleep before counting either counts
 * too early on a loaded machine or wastes its time on an idle one; counting at the first match would miss a
 * duplicate sent a moment later, which is what the run-once tests are about. With `expected` 0 this is the hold.
 */
export async function expectMails(
  since: ReadonlySet<string>,
  select: (mail: Mail) => boolean,
  expected: number,
  { timeoutMs = 20_000, holdMs = 500 }: { timeoutMs?: number; holdMs?: number } = {},
): Promise<Mail[]> {
  const caught = async () =>
    (await listMails())
      .filter((mail) => !since.has(mail.id) && select(mail))
      .sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());
  const deadline = Date.now() + timeoutMs;
  let mails = await caught();
  while (mails.length < expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    mails = await caught();
  }
  if (mails.length !== expected)
    throw new Error(`expected ${expected} mails, caught ${mails.length}: ${subjects(mails)}`);
  await new Promise((r) => setTimeout(r, holdMs));
  mails = await caught();
  if (mails.length !== expected)
    throw new Error(
      `expected ${expected} mails, ${mails.length} after ${holdMs} ms more: ${subjects(mails)}`,
    );
  return mails;
}

const subjects = (mails: Mail[]) => mails.map((mail) => `"${mail.subject}"`).join(', ');
