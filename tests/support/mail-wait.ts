// Counting e-mails without a fixed sleep (issue 28 item 5): a job returns before the SMTP catcher lists what it sent,
// and a second sender (another instance, a retry) may send late. So poll until the expected number is there, then
// hold a little and read again: a count that grows during the hold is a duplicate a fixed sleep could have missed.
import { listMails, type Mail } from './mail';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The mails `match` selects once there are `expected` of them (or `timeoutMs` has passed) and `holdMs` more went by;
 * the caller asserts the length, so a missing or an extra mail fails with the list in the message.
 */
export async function settledMails(
  match: (mail: Mail) => boolean,
  expected: number,
  { timeoutMs = 20_000, holdMs = 1_000 }: { timeoutMs?: number; holdMs?: number } = {},
): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  while ((await listMails()).filter(match).length < expected && Date.now() < deadline) await pause(200);
  await pause(holdMs);
  return (await listMails()).filter(match);
}

/** Mails sent since `since` (epoch ms; maildev's dates have whole seconds, hence the second of slack). */
export const sentSince = (since: number) => (mail: Mail) => new Date(mail.date).getTime() >= since - 1000;

/** Mails to `address` (case-insensitive). */
export const sentTo = (address: string) => (mail: Mail) =>
  mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase());
