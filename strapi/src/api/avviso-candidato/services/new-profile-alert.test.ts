// The job alert a new registration may turn on (create-profile's `avvisi`): exactly {annunci: true, km} with a
// board radius, absent for nothing, a 400 `invalid_avvisi` for anything else.
import { describe, expect, it } from 'vitest';
import { parseNewProfileAlert } from './job-alerts';

describe('parseNewProfileAlert', () => {
  it('accepts the ticked box with a board radius, and nothing when absent', () => {
    expect(parseNewProfileAlert({ annunci: true, km: 30 })).toEqual({ annunci: true, km: 30 });
    expect(parseNewProfileAlert({ annunci: true, km: 0 })).toEqual({ annunci: true, km: 0 });
    expect(parseNewProfileAlert(undefined)).toBeNull();
    expect(parseNewProfileAlert(null)).toBeNull();
  });

  it.each([
    { annunci: true, km: 7 },
    { annunci: false, km: 30 },
    { annunci: 'true', km: 30 },
    { annunci: true },
    { km: 30 },
    { annunci: true, km: 30, settimanale: false },
    'on',
    [true],
  ])('refuses %j with 400 invalid_avvisi', (value) => {
    expect(() => parseNewProfileAlert(value)).toThrow(
      expect.objectContaining({ status: 400, code: 'invalid_avvisi' }),
    );
  });
});
