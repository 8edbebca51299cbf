// The honeypot inputs of every page are encrypted once a second (app/server/forms.server.ts honeypotInputProps):
// a form drawn from the shared value must still pass the check, and the value must move on with time.
import { describe, expect, it } from 'vitest';
import { honeypot, honeypotInputProps } from '#app/server/forms.server.ts';

function filled(props: ReturnType<typeof honeypotInputProps>) {
  const form = new FormData();
  form.set(props.nameFieldName, '');
  if (props.validFromFieldName) form.set(props.validFromFieldName, props.encryptedValidFrom ?? '');
  return form;
}

describe('honeypotInputProps', () => {
  it('shares one value within a second and makes a new one the next second', () => {
    const at = 1_800_000_000_000;
    const first = honeypotInputProps(at);
    expect(honeypotInputProps(at + 999)).toBe(first);
    const next = honeypotInputProps(at + 1000);
    expect(next).not.toBe(first);
    expect(next.encryptedValidFrom).not.toBe(first.encryptedValidFrom);
  });
  it('gives a value the honeypot accepts once it is in the past, and refuses a filled trap', () => {
    const props = honeypotInputProps(Date.now() - 5);
    expect(() => honeypot.check(filled(props))).not.toThrow();
    const bot = filled(props);
    bot.set(props.nameFieldName, 'spam');
    expect(() => honeypot.check(bot)).toThrow();
  });
  it('is refused while its time is still to come (a value served "from" the future)', () => {
    const props = honeypotInputProps(Date.now() + 60_000);
    expect(() => honeypot.check(filled(props))).toThrow();
  });
});
