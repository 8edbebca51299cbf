// The forms of the candidate's e-mail choices and the off-link's token shape (issue 42): what each button asks
// Strapi to change, where the action leads back, and which tokens never reach Strapi.
import { describe, expect, it } from 'vitest';
import { avvisiFormSchema, avvisiNoticeOf, changesOf, offTokenKind, pageOf } from './avvisi.server';

const parse = (fields: Record<string, string>) => avvisiFormSchema.safeParse(fields);

describe('the e-mail choices form', () => {
  it('turns the job alert on with the board radius, off, or saves both toggles', () => {
    const on = parse({ intent: 'annunci-on', distanza: '30', csrf: 'x', da: '/bacheca-annunci' });
    expect(on.success && changesOf(on.data)).toEqual({
      changes: { annunci: true, km: 30 },
      notice: 'annunciOn',
    });
    const anywhere = parse({ intent: 'annunci-on' });
    expect(anywhere.success && changesOf(anywhere.data).changes).toEqual({ annunci: true, km: 0 });
    const off = parse({ intent: 'annunci-off', distanza: '50' });
    expect(off.success && changesOf(off.data)).toEqual({ changes: { annunci: false }, notice: 'annunciOff' });
    // Unticked checkboxes are not posted at all: both e-mails off.
    const none = parse({ intent: 'salva', distanza: '10' });
    expect(none.success && changesOf(none.data)).toEqual({
      changes: { annunci: false, km: 10, settimanale: false },
      notice: 'salvati',
    });
    const both = parse({ intent: 'salva', annunci: 'on', settimanale: 'on' });
    expect(both.success && changesOf(both.data).changes).toEqual({ annunci: true, km: 0, settimanale: true });
  });

  it('refuses a radius outside the board list, an unknown intent or a checkbox with another value', () => {
    const refused: Record<string, string>[] = [
      { intent: 'annunci-on', distanza: '25' },
      { intent: 'annunci-on', distanza: '-10' },
      { intent: 'tutto' },
      {},
      { intent: 'salva', annunci: 'true' },
    ];
    for (const fields of refused) expect(parse(fields).success, JSON.stringify(fields)).toBe(false);
  });

  it('leads back only to the pages that carry the forms', () => {
    expect(pageOf('/bacheca-annunci')).toBe('/bacheca-annunci');
    expect(pageOf('/altre-informazioni')).toBe('/altre-informazioni');
    for (const da of ['https://evil.example/', '//evil.example', '/company-home', null, ''])
      expect(pageOf(da)).toBe('/impostazioni');
  });

  it('reads only its own notices', () => {
    expect(avvisiNoticeOf('avvisi.errore')).toEqual({
      text: 'Non è stato possibile salvare le preferenze e-mail. Riprova.',
      error: true,
    });
    expect(avvisiNoticeOf('avvisi.annunciOn')).toMatchObject({ error: false });
    expect(avvisiNoticeOf('team.invitato')).toBeNull();
    expect(avvisiNoticeOf(null)).toBeNull();
  });
});

describe('the off-link token', () => {
  const signature = 'A'.repeat(43);
  it('names the e-mail of a token of Strapi’s shape', () => {
    expect(offTokenKind(`abc123.annunci.${signature}`)).toBe('annunci');
    expect(offTokenKind(`abc123.settimanale.${signature}`)).toBe('settimanale');
  });
  it('refuses anything else before Strapi is asked', () => {
    for (const token of [
      undefined,
      '',
      `abc123.db.${signature}`,
      `ABC.annunci.${signature}`,
      `abc123.annunci.${signature.slice(1)}`,
      `abc123.annunci.${signature}x`,
      `abc123.annunci.${signature.slice(1)}=`,
    ])
      expect(offTokenKind(token), String(token)).toBeNull();
  });
});
