// Every e-mail of the portal (strapi/src/mail, filled with the demo data of `npm run mail:preview`): its subject,
// the main button's link in the HTML and written out in the text part, a text part without markup, the layout's
// common parts (lang, sender, reason), and a name a user typed with markup in it shown as text, never as markup.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoMails, DEMO_CONTEXT } from './demo';
import { AUTO_SUBMITTED } from '.';

const HOSTILE = '<img src=x onerror=alert(1)>"Rossi & figli"';

const SUBJECTS: Record<string, RegExp> = {
  'conferma-candidato': /^Conferma il tuo indirizzo email$/,
  'conferma-azienda': /^Conferma il tuo indirizzo email$/,
  'recupero-password': /^Recupero della password$/,
  'invito-team': /^Invito nel team di Officine Demo S\.r\.l\.$/,
  'invito-team-rifiutato': /^Invito nel team di Officine Demo S\.r\.l\.$/,
  'alert-database': /^Alert Database: 3 profili nuovi o aggiornati per voi$/,
  'alert-new-profile': /^Alert New Profile: più di 20 nuovi profili per voi$/,
  'annuncio-interessati': /^Nuovi candidati interessati al tuo annuncio "Operatore CNC"$/,
  'aggiornamento-profilo': /^Il tuo profilo è ancora aggiornato\?$/,
  fattura: /^Fattura n\. 12\/2026: copia di cortesia$/,
  'garanzia-candidato': /^Un’azienda non è riuscita a contattarti$/,
  'garanzia-raggiungibile': /^Giulia Rossi ha confermato i suoi contatti$/,
  'garanzia-rimborso': /^Garanzia: il credito ti è stato restituito$/,
};

const hrefOf = (url: string) => `href="${url.replace(/&/g, '&amp;')}"`;

describe('e-mails', () => {
  it('every e-mail of the module has a test below', () => {
    expect(demoMails().map((demo) => demo.name)).toEqual(Object.keys(SUBJECTS));
  });

  for (const demo of demoMails()) {
    describe(demo.name, () => {
      it('subject, main link as button and in the text part, text without markup, the layout', async () => {
        const mail = await demo.render();
        expect(mail.subject).toMatch(SUBJECTS[demo.name]);
        // The button (React Email's Button is an <a>) and, beneath it, the same link written out short.
        const button = /<a\b[^>]*data-main-action="true"[^>]*>/.exec(mail.html)?.[0] ?? '';
        expect(button).toContain(hrefOf(demo.mainLink));
        expect(mail.text).toContain(`:\n${demo.mainLink}\n`);
        expect(mail.text).not.toContain('<');
        expect(mail.text).not.toMatch(/&[a-z]+;|&#\d+;/);
        expect(mail.html).toMatch(/<html[^>]*lang="it"/);
        expect(mail.html).toContain('name="color-scheme" content="light dark"');
        expect(mail.text).toContain(`Questa e-mail è inviata da ${DEMO_CONTEXT.sender}`);
        expect(mail.text).toMatch(/ perché /);
      });

      it('a typed name with markup stays text', async () => {
        const hostile = demoMails(HOSTILE).find((d) => d.name === demo.name)!;
        const mail = await hostile.render();
        expect(mail.html).not.toContain('<img src=x');
        expect(mail.html).not.toContain('onerror=alert(1)>');
        if (hostile.typed) {
          expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
          // The text part is plain text: the name as typed, nothing to interpret.
          expect(`${mail.subject}\n${mail.text}`).toContain(HOSTILE);
        }
      });
    });
  }

  it('the alerts carry the one-click unsubscribe, the footer line and no other e-mail does', async () => {
    for (const demo of demoMails()) {
      const mail = await demo.render();
      const alert = demo.name.startsWith('alert-');
      expect(Boolean(mail.headers?.['List-Unsubscribe']), demo.name).toBe(alert);
      expect(mail.text.includes('Per non ricevere più queste e-mail'), demo.name).toBe(alert);
    }
  });

  it('the invoice copy attaches its XML; every mail is marked as sent by a program', async () => {
    const invoice = await demoMails()
      .find((d) => d.name === 'fattura')!
      .render();
    expect(invoice.attachments).toEqual([
      expect.objectContaining({ filename: 'IT01234567897_2600C.xml', contentType: 'application/xml' }),
    ]);
    expect(AUTO_SUBMITTED).toEqual({ 'Auto-Submitted': 'auto-generated' });
  });
});

describe('no e-mail HTML outside the mail module', () => {
  it('no escapeHtml and no HTML string in the Strapi services, config or bootstrap', () => {
    const root = join(__dirname, '../..');
    const files = [
      ...readdirSync(join(root, 'src'), { recursive: true }).map((f) => join('src', String(f))),
      ...readdirSync(join(root, 'config'), { recursive: true }).map((f) => join('config', String(f))),
    ].filter((f) => f.endsWith('.ts') && !f.startsWith(join('src', 'mail')));
    expect(files.length).toBeGreaterThan(50);
    const offending = files.filter((file) =>
      /escapeHtml|['"`]\s*<\/?(p|a|ul|li|br|div|table|html|body|strong)[\s>]/.test(
        readFileSync(join(root, file), 'utf8'),
      ),
    );
    expect(offending).toEqual([]);
  });
});
