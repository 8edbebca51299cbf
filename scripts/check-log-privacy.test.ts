import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPersonalData } from './check-log-privacy.mjs';

const dir = mkdtempSync(join(tmpdir(), 'privacy-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the personal-data check of the logs', () => {
  it("finds a person's address, not the portal's own nor a package@version", async () => {
    writeFileSync(
      join(dir, 'strapi.log'),
      [
        '{"message":"[forgot-password] sent to mario.rossi@esempio.it"}',
        '{"message":"from noreply@portale-industria.it"}',
        '{"message":"(node) DeprecationWarning: Calling client.query() when the client is already executing a query is deprecated and will be removed in pg@9.0"}',
      ].join('\n'),
    );
    const { findings } = await findPersonalData(dir, []);
    expect(findings).toEqual(['strapi.log:1: e-mail ma…it']);
  });
});
