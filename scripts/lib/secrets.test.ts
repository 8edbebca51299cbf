// No built-in secrets (issue 15 hole): `npm start` writes random ones into the untracked .env files on first start
// and reuses them; values already in the environment win.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ensureEnvFile, PORTAL_SECRETS, STRAPI_RUNTIME_SECRETS, STRAPI_SECRETS } from './secrets.mjs';
import { REQUIRED_SECRETS, secret } from '../../strapi/config/lib/env';

describe('ensureEnvFile', () => {
  it('creates the file with random values on first start and keeps them afterwards', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'secrets-')), '.env');
    const env: Record<string, string | undefined> = {};
    expect(ensureEnvFile(file, STRAPI_SECRETS, { env })).toEqual(STRAPI_SECRETS);
    const first = parseEnv(readFileSync(file, 'utf8'));
    for (const name of STRAPI_SECRETS) {
      expect(first[name]).toMatch(/^[A-Za-z0-9+/=,]{24,}$/);
      expect(first[name]).not.toMatch(/dev|default|change/i);
      expect(env[name]).toBe(first[name]);
    }
    expect(first.APP_KEYS?.split(',')).toHaveLength(4);
    expect(statSync(file).mode & 0o077).toBe(0);

    expect(ensureEnvFile(file, STRAPI_SECRETS, { env: {} })).toEqual([]);
    expect(parseEnv(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('adds only what is missing, keeps the rest of the file, and lets the environment win', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'secrets-')), '.env');
    writeFileSync(file, 'PORT=1337\nJWT_SECRET=mine\n');
    const env: Record<string, string | undefined> = { ADMIN_JWT_SECRET: 'from-env' };
    const added = ensureEnvFile(file, ['JWT_SECRET', 'ADMIN_JWT_SECRET', 'API_TOKEN_SALT'], { env });
    expect(added).toEqual(['API_TOKEN_SALT']);
    const values = parseEnv(readFileSync(file, 'utf8'));
    expect(values.PORT).toBe('1337');
    expect(values.JWT_SECRET).toBe('mine');
    expect(env.ADMIN_JWT_SECRET).toBe('from-env');
    expect(env.JWT_SECRET).toBe('mine');
  });

  it('two portals get different secrets', () => {
    const a = join(mkdtempSync(join(tmpdir(), 'secrets-')), '.env');
    const b = join(mkdtempSync(join(tmpdir(), 'secrets-')), '.env');
    ensureEnvFile(a, ['JWT_SECRET'], { env: {} });
    ensureEnvFile(b, ['JWT_SECRET'], { env: {} });
    expect(parseEnv(readFileSync(a, 'utf8')).JWT_SECRET).not.toBe(
      parseEnv(readFileSync(b, 'utf8')).JWT_SECRET,
    );
  });
});

describe('one list of secret names (strapi/config/lib/secret-names.json)', () => {
  it('Strapi requires the secrets npm start writes into strapi/.env, plus the one it shares with Remix', () => {
    expect(REQUIRED_SECRETS).toEqual([...STRAPI_SECRETS, 'INTERNAL_API_SECRET']);
    expect(STRAPI_RUNTIME_SECRETS).toEqual(REQUIRED_SECRETS);
    expect(PORTAL_SECRETS).toEqual(['SESSION_SECRET', 'INTERNAL_API_SECRET']);
    expect(STRAPI_SECRETS).toContain('JWT_SECRET');
  });

  it('secret() reads only a listed name', () => {
    expect(() => secret('JWT_SECRETS')).toThrow(/not a secret/);
    expect(() => secret('APP_KEYS')).toThrow(/appKeys/);
    const before = process.env.JWT_SECRET;
    process.env.JWT_SECRET = ' value ';
    try {
      expect(secret('JWT_SECRET')).toBe('value');
    } finally {
      if (before === undefined) delete process.env.JWT_SECRET;
      else process.env.JWT_SECRET = before;
    }
  });
});
