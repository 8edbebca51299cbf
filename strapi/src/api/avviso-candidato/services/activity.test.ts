// "What helps" (issue 42 item 2) is said only when the portal's own figures support it, never invented.
import { describe, expect, it } from 'vitest';
import { HELP_MIN_CANDIDATES, HELP_MIN_VIEWS, helpLineOf } from './activity';

describe('helpLineOf', () => {
  const enough = { withSheet: 40, without: 60, viewsWith: 80, viewsWithout: 30 };

  it('says how many times more views the profiles with a technical sheet had, from the averages', () => {
    // 80 / 40 = 2 views each against 30 / 60 = 0.5: four times.
    expect(helpLineOf(enough)).toBe(
      'Nelle ultime 8 settimane i profili con la scheda tecnica compilata hanno ricevuto in media 4,0 volte le visite degli altri.',
    );
    expect(helpLineOf({ ...enough, viewsWith: 36 })).toContain('in media 1,8 volte');
  });

  it('says nothing when a group is too small, the views too few, or the difference small or the other way', () => {
    expect(helpLineOf({ ...enough, withSheet: HELP_MIN_CANDIDATES - 1 })).toBeNull();
    expect(helpLineOf({ ...enough, without: HELP_MIN_CANDIDATES - 1 })).toBeNull();
    expect(
      helpLineOf({ withSheet: 40, without: 60, viewsWith: HELP_MIN_VIEWS - 11, viewsWithout: 10 }),
    ).toBeNull();
    expect(helpLineOf({ ...enough, viewsWithout: 0 })).toBeNull();
    // 1.1 times: not a clear difference.
    expect(helpLineOf({ withSheet: 50, without: 50, viewsWith: 55, viewsWithout: 50 })).toBeNull();
    expect(helpLineOf({ withSheet: 50, without: 50, viewsWith: 20, viewsWithout: 60 })).toBeNull();
  });
});
