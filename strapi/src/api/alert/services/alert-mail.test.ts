// The alert e-mails (issue 11): the off-link token is single-purpose and cannot be forged or retargeted, and the mail
// text says what the spec asks (initials, age, areas, province, links; exclusivity for New Profile) with every
// database value escaped in the HTML (by React: tests/unit/mails.test.ts checks every e-mail for that).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertOffToken, verifyAlertOffToken } from './off-link';
import { addDays, initialsOf } from './alerts';
import { alertMail } from '../../../mail';
import { DEFAULT_ALERT_FILTERS, parseAlertFilters, serializeAlertFilters } from '../../../catalog';
import { SALDATURA_ALERT } from '../../../../../tests/support/alert-filters';
import { tamperedToken } from '../../../../../tests/support/tamper';

const saved = process.env.JWT_SECRET;
beforeEach(() => {
  process.env.JWT_SECRET = 'unit-test-secret';
});
afterEach(() => {
  if (saved === undefined) delete process.env.JWT_SECRET;
  else process.env.JWT_SECRET = saved;
});

describe('alert off-link token', () => {
  it('verifies its own token and names the company and the alert', () => {
    const token = alertOffToken('abc123def456ghi789jkl012', 'np');
    expect(verifyAlertOffToken(token)).toEqual({ documentId: 'abc123def456ghi789jkl012', kind: 'np' });
  });

  it('refuses another alert, another company, a changed signature, another key and junk', () => {
    const token = alertOffToken('abc123def456ghi789jkl012', 'db');
    const [doc, , sig] = token.split('.');
    expect(verifyAlertOffToken(`${doc}.np.${sig}`)).toBeNull();
    expect(verifyAlertOffToken(`zzz123def456ghi789jkl012.db.${sig}`)).toBeNull();
    expect(verifyAlertOffToken(`${doc}.db.${tamperedToken(sig)}`)).toBeNull();
    for (const junk of [undefined, 42, '', 'x.db.y', `${token}x`, `${doc}.off.${sig}`])
      expect(verifyAlertOffToken(junk)).toBeNull();
    process.env.JWT_SECRET = 'another-secret';
    expect(verifyAlertOffToken(token)).toBeNull();
  });
});

describe('alert mail', () => {
  const card = { id: 7, iniziali: 'M. <b>', eta: 34, aree: ['Saldatura'], provincia: 'Milano (MI)' };
  const ctx = { baseUrl: 'https://portale.example', sender: 'Gestore S.r.l.' };
  const offUrl = 'https://portale.example/alert-off/t';

  it('Alert Database: the period, the card line, the links and the one-click headers', async () => {
    const mail = await alertMail(
      { kind: 'db', cards: [card], hasNext: false, from: '2026-11-20', to: '2026-11-22', offUrl },
      ctx,
    );
    expect(mail.subject).toBe('Alert Database: 1 profilo nuovo o aggiornato per voi');
    expect(mail.text).toContain(
      'ecco il profilo registrato o aggiornato dal 20/11/2026 al 22/11/2026 che corrisponde al vostro Alert Database:',
    );
    expect(mail.text).toContain(
      '- M. <b> · 34 anni · Saldatura · Milano (MI) https://portale.example/resource-profile/7',
    );
    expect(mail.text).toContain('https://portale.example/company-foryou?configure=true');
    expect(mail.text).toContain(offUrl);
    expect(mail.text).not.toContain('esclusiva');
    expect(mail.html).toContain('M. &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${offUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('Alert New Profile: more than 20 links to all, the exclusivity line, its own configure link', async () => {
    const cards = Array.from({ length: 20 }, (_, i) => ({ ...card, id: i + 1 }));
    const mail = await alertMail({ kind: 'np', cards, hasNext: true, exclusivityDays: 15, offUrl }, ctx);
    expect(mail.subject).toBe('Alert New Profile: più di 20 nuovi profili per voi');
    expect(mail.text).toContain('Sono più di 20');
    expect(mail.text).toContain('Vedi i profili consigliati:\nhttps://portale.example/company-foryou\n');
    expect(mail.text).toContain('l’esclusiva per 15 giorni');
    expect(mail.text).toContain('company-foryou?configureProfile=true');
  });

  it('says how far each profile lives (issue 25), when it is known', async () => {
    const far = { ...card, id: 8, distanza: { km: 12, da: 'Bergamo' } };
    const mail = await alertMail({ kind: 'np', cards: [card, far], hasNext: false, offUrl }, ctx);
    expect(mail.text).toContain(
      '- M. <b> · 34 anni · Saldatura · Milano (MI) · a 12 km da Bergamo https://portale.example/resource-profile/8',
    );
    expect(mail.text).toContain(
      '- M. <b> · 34 anni · Saldatura · Milano (MI) https://portale.example/resource-profile/7',
    );
    expect(mail.html).toContain('a 12 km da Bergamo');
  });

  it('initials and day arithmetic', () => {
    expect(initialsOf('mario', 'rossi')).toBe('M. R.');
    expect(initialsOf(' élodie', null)).toBe('É.');
    expect(initialsOf('', '')).toBe('Candidato');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the e2e filter set', () => {
  it('is what serializeAlertFilters writes, and readable', () => {
    const alert = {
      ...DEFAULT_ALERT_FILTERS,
      aree_di_competenza: ['Saldatura'],
      categoriaProtetta: 'all' as const,
    };
    expect(SALDATURA_ALERT).toBe(serializeAlertFilters(alert));
    expect(parseAlertFilters(SALDATURA_ALERT)).toEqual(alert);
  });
});
