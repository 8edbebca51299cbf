// The daily notice of new interested candidates goes to the company once, even when two runs race (the job-run
// claim), naming only the visible interested: never one who blacklisted the company, never a contact.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../support/db';
import { expectMails, mailsSoFar, sentTo } from '../../support/mail';
import { strapi } from '../../support/strapi';
import {
  blacklist,
  FAN,
  HATER,
  jobPostAccounts,
  markInterest,
  postWorld,
  type PostWorld,
} from './job-post-world';

const accounts = jobPostAccounts();
let { a, fan, hater, postId } = {} as PostWorld;

beforeAll(async () => {
  ({ a, fan, hater, postId } = await postWorld(accounts));
  // Both say 'Mi interessa', then the hater blacklists the company: the notice must name the fan alone.
  for (const who of [fan, hater]) await markInterest(postId, who);
  await blacklist(hater, a.piva);
}, 120_000);

describe('job posts: the company side', () => {
  it('sends the daily notice once, even when two runs race, naming only the visible interested', async () => {
    const since = await mailsSoFar();
    const runs = await Promise.all([
      strapi('/api/test-hooks/job-post-notices', { method: 'POST' }),
      strapi('/api/test-hooks/job-post-notices', { method: 'POST' }),
    ]);
    for (const run of runs) expect(run.status).toBe(200);
    const again = await strapi('/api/test-hooks/job-post-notices', { method: 'POST' });
    const [mail] = await expectMails(since, sentTo(a.email), 1);
    // The runs answer as many notices as went out, to any company; the one after the race had nothing left to send.
    const sent = [...runs, again].map((run) => (run.body.data as { sent: number }).sent);
    expect(sent[0] + sent[1]).toBeGreaterThanOrEqual(1);
    expect(sent[2]).toBe(0);
    await expectMails(
      since,
      (one) => one.subject.startsWith('Nuovi candidati interessati'),
      sent[0] + sent[1],
    );
    const body = `${mail.text ?? ''}${mail.html ?? ''}`;
    expect(mail.subject).toContain('Operatore CNC');
    expect(body).toContain(`/company-job-posts/${postId}`);
    const [names] = await sql<{ fan: string; hater: string }>(
      `SELECT (SELECT cognome FROM hr_users WHERE id = ?) AS fan, (SELECT cognome FROM hr_users WHERE id = ?) AS hater`,
      [fan.id, hater.id],
    );
    expect(names).toEqual({ fan: FAN.cognome, hater: HATER.cognome });
    expect(body).toContain(`${FAN.nome} ${FAN.cognome}`);
    expect(body).not.toContain(HATER.nome);
    expect(body).not.toContain(HATER.cognome);
    expect(body).not.toContain(fan.email);
    expect(body).not.toContain(fan.telefono);
    expect(body).not.toContain(hater.email);
  });
});
