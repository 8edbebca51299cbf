import { describe, expect, expectTypeOf, it } from 'vitest';
import { asMember } from './team-member';

const read = {
  id: 7,
  documentId: 'abc',
  nome: 'Giulia',
  cognome: 'Rossi',
  email: 'giulia@example.it',
  ruolo: 'membro' as const,
  stato: 'attivo' as const,
};

describe('a read team row', () => {
  it('keeps every column read, with the required ones as present values', () => {
    const member = asMember(read);
    expect(member).toEqual(read);
    expectTypeOf(member!.nome).toEqualTypeOf<string>();
    expectTypeOf(member!.ruolo).toEqualTypeOf<'membro'>();
  });

  it('is no row without a column the schema requires (no writer makes one)', () => {
    for (const column of ['nome', 'email', 'ruolo', 'stato'] as const)
      expect(asMember({ ...read, [column]: null })).toBeNull();
    expect(asMember(null)).toBeNull();
  });

  it('needs a read that selects the required columns', () => {
    const partial = { id: 1, documentId: 'x', nome: 'A', email: 'a@b.it', stato: 'attivo' as const };
    // @ts-expect-error: `ruolo` is not selected, so the row could never be a member.
    asMember(partial);
  });
});
