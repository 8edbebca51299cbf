import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { emailRequestSchema, loginSchema, resetPasswordSchema } from '#app/lib/schemas/auth.ts';

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

function errors(schema: Parameters<typeof parseWithZod>[1]['schema'], values: Record<string, string>) {
  const submission = parseWithZod(form(values), { schema });
  return (submission.status === 'success' ? {} : submission.error) ?? {};
}

describe('login form', () => {
  it('requires both fields with the spec messages', () => {
    expect(errors(loginSchema, {})).toEqual({
      email: ['*Campo obbligatorio'],
      password: ['*Campo obbligatorio'],
    });
  });
  it('checks the e-mail format', () => {
    expect(errors(loginSchema, { email: 'mario@', password: 'x' })).toEqual({
      email: ["Il formato dell'indirizzo email non è valido"],
    });
  });
  it('refuses a 100 kB e-mail with the format message', () => {
    const email = `${'a'.repeat(100_000)}@demo.it`;
    expect(errors(loginSchema, { email, password: 'x' }).email).toEqual([
      "Il formato dell'indirizzo email non è valido",
    ]);
  });
  it('normalises the e-mail', () => {
    const submission = parseWithZod(form({ email: ' Candidato@Demo.IT ', password: 'Demo1234!' }), {
      schema: loginSchema,
    });
    expect(submission.status === 'success' && submission.value.email).toBe('candidato@demo.it');
  });
});

describe('forgot password form', () => {
  it('uses the same e-mail rule', () => {
    expect(errors(emailRequestSchema, { email: 'no' })).toEqual({
      email: ["Il formato dell'indirizzo email non è valido"],
    });
  });
});

describe('reset password form', () => {
  it('requires at least 8 characters', () => {
    expect(
      errors(resetPasswordSchema, { code: 'c', password: 'short', password_confirmation: 'short' }),
    ).toEqual({
      password: ['La password deve essere lunga almeno 8 caratteri'],
    });
  });
  it('requires matching passwords', () => {
    expect(
      errors(resetPasswordSchema, { code: 'c', password: 'Lunga1234', password_confirmation: 'Lunga12345' }),
    ).toEqual({ password_confirmation: ['Le password devono coincidere'] });
  });
  it('requires the confirmation', () => {
    expect(errors(resetPasswordSchema, { code: 'c', password: 'Lunga1234' })).toEqual({
      password_confirmation: ['*Campo obbligatorio'],
    });
  });
});
