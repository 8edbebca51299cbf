// Where a guarantee report leads back after it is sent (issue 26; issue 39 item 8: the dialog over the list of
// unlocked profiles keeps the list's filters and page): the profile, the list with or without its query, never
// anywhere else.
import { describe, expect, it } from 'vitest';
import { backTo, loadReportDialog } from './guarantee.server';

describe('backTo', () => {
  it('leads back to the list of unlocked profiles with its filters and page', () => {
    expect(backTo('42', '/company-unlocked-profiles')).toBe('/company-unlocked-profiles');
    expect(backTo('42', '/company-unlocked-profiles?fase=contattato&page=2')).toBe(
      '/company-unlocked-profiles?fase=contattato&page=2',
    );
    expect(backTo('42', '/resource-profile/42')).toBe('/resource-profile/42');
  });

  it('leads anywhere else to the profile', () => {
    for (const requested of [
      null,
      '',
      '/resource-profile/7',
      '/company-unlocked-profiles-evil',
      '/company-unlocked-profilesx?a=1',
      '//evil.example/company-unlocked-profiles?',
      'https://evil.example/company-unlocked-profiles',
      '/company-home',
    ])
      expect(backTo('42', requested), String(requested)).toBe('/resource-profile/42');
  });
});

describe('loadReportDialog', () => {
  it('asks Strapi nothing without the parameter or with junk', async () => {
    const request = new Request('http://localhost/company-unlocked-profiles');
    expect(await loadReportDialog(request, null)).toBeNull();
    expect(await loadReportDialog(request, '')).toBeNull();
    // loadReportState refuses a malformed id before any call (it would throw without a Strapi to ask).
    expect(await loadReportDialog(request, '../1')).toBeNull();
  });
});
