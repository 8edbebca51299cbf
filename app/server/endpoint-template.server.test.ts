import { describe, expect, it } from 'vitest';
import { endpointTemplate } from './endpoint-template.server';

describe('endpointTemplate', () => {
  it('keeps the names of an endpoint', () => {
    expect(endpointTemplate('/api/me')).toBe('/api/me');
    expect(endpointTemplate('/api/conoscenze-informatiche')).toBe('/api/conoscenze-informatiche');
    expect(endpointTemplate('/api/user/annuncis')).toBe('/api/user/annuncis');
  });

  it('takes out numeric ids, documentIds, tokens, file names and the query', () => {
    expect(endpointTemplate('/api/human-resources/123/unlock')).toBe('/api/human-resources/:id/unlock');
    expect(endpointTemplate('/api/annuncis/k3j2h4g5f6d7s8a9q0w1e2r3')).toBe('/api/annuncis/:id');
    expect(endpointTemplate('/api/alert-off/Zx9_aB3-cD4eF5gH6iJ7')).toBe('/api/alert-off/:id');
    expect(endpointTemplate('/api/media/foto_abc.jpg')).toBe('/api/media/:id');
    expect(endpointTemplate('/api/users?filters[email]=mario.rossi@example.it')).toBe('/api/users');
    expect(endpointTemplate('/api/check/mario.rossi%40example.it')).toBe('/api/check/:id');
  });
});
