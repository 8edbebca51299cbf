import { describe, expect, it } from 'vitest';
import { afterLoginPath, isPathOfProfile, isSafeLocalPath, loginPath } from '#app/lib/routes.ts';

describe('isSafeLocalPath', () => {
  it.each(['/profilo', '/company-home?bucket=altri', '/resource-profile/12'])('accepts %s', (path) => {
    expect(isSafeLocalPath(path)).toBe(true);
  });
  it.each(['', 'profilo', '//evil.example', '/\\evil.example', 'https://evil.example', '/a\nb', 42, null])(
    'refuses %s',
    (path) => {
      expect(isSafeLocalPath(path)).toBe(false);
    },
  );
});

describe('afterLoginPath', () => {
  it('keeps a safe path of the same profile type', () => {
    expect(afterLoginPath('/impostazioni', 'candidate')).toBe('/impostazioni');
    expect(afterLoginPath('/resource-profile/7', 'company')).toBe('/resource-profile/7');
    expect(afterLoginPath('/company-home?eta=under35', 'company')).toBe('/company-home?eta=under35');
  });
  it('sends to the home of the type when the path belongs to the other type', () => {
    expect(afterLoginPath('/company-home', 'candidate')).toBe('/profilo');
    expect(afterLoginPath('/profilo', 'company')).toBe('/company-home');
  });
  it('ignores unsafe and unknown targets', () => {
    expect(afterLoginPath('//evil.example/profilo', 'candidate')).toBe('/profilo');
    expect(afterLoginPath('/profilone', 'candidate')).toBe('/profilo');
    expect(afterLoginPath(undefined, 'company')).toBe('/company-home');
  });
});

describe('isPathOfProfile / loginPath', () => {
  it('matches whole segments only', () => {
    expect(isPathOfProfile('/mansioni', 'candidate')).toBe(true);
    expect(isPathOfProfile('/mansionix', 'candidate')).toBe(false);
  });
  it('builds the login URL with redirectTo', () => {
    expect(loginPath('/profilo')).toBe('/?redirectTo=%2Fprofilo');
    expect(loginPath('/')).toBe('/');
    expect(loginPath('//evil')).toBe('/');
  });
});
