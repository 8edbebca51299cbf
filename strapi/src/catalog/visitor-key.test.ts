// The rate limits' key of a visitor (issue 39 item 14): an IPv6 address counts as its /64 (one home network, which
// gets a whole /64 and can take a fresh address in it for each try), an IPv4 address as itself.
import { describe, expect, it } from 'vitest';
import { visitorKey } from './visitor-key';

describe('visitorKey', () => {
  it('an IPv4 address is itself, also written as IPv4-mapped IPv6', () => {
    expect(visitorKey('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(visitorKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('every address of one /64 gives the same key, whatever its spelling', () => {
    const key = visitorKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::');
    for (const address of [
      '2001:db8:1:2::ffff',
      '2001:0db8:0001:0002:abcd:ef01:2345:6789',
      '2001:DB8:1:2:0:0:0:2',
      '2001:db8:1:2:1::',
      '2001:db8:1:2::1.2.3.4',
    ])
      expect(visitorKey(address)).toBe(key);
  });

  it('another /64 is another key', () => {
    expect(visitorKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::');
    expect(visitorKey('2001:db8::1')).toBe('2001:db8:0:0::');
    expect(visitorKey('::1')).toBe('0:0:0:0::');
    expect(visitorKey('2001:db8:1:2::1')).not.toBe(visitorKey('2001:db8:1:3::1'));
  });

  it('the key is an address of its /64: keying it again gives itself', () => {
    for (const address of ['2001:db8:1:2::1', '::1', '203.0.113.7'])
      expect(visitorKey(visitorKey(address)!)).toBe(visitorKey(address));
  });

  it('a zone index is dropped; what is not an address is answered as null', () => {
    expect(visitorKey('fe80::1%eth0')).toBe('fe80:0:0:0::');
    expect(visitorKey('unknown')).toBeNull();
    expect(visitorKey('')).toBeNull();
    expect(visitorKey('2001:db8::1::2')).toBeNull();
    expect(visitorKey('999.1.1.1')).toBeNull();
  });
});
