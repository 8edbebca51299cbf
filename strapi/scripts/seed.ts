/**
 * `npm run seed -- [--candidates N] [--seed N] [--if-empty] [--no-demo]`
 *
 * Loads the compiled Strapi app without its HTTP server, upserts the lookups from the catalog and,
 * unless --no-demo, creates the demo data: the demo accounts of the README, 20 companies with their
 * purchases, unlocks, favourites and job posts, and N candidates (default 300), all reproducible from
 * the seed number (default 42).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createStrapi, type Core } from '@strapi/strapi';
import { BRAND_COMPANY_INDEX, seedActivity, type Seeded } from './seed/activity';
import { parseArgs, type SeedArgs } from './seed/args';
import { buildCandidate, insertCandidate, type CandidateSeed } from './seed/candidates';
import { buildCompany, insertCompany, uploadImage, type CompanySeed } from './seed/companies';
import { demoCandidate, demoCompanies, DEMO_EMAILS, ensureDemoAdmin, seedTeam } from './seed/demo-accounts';
import type { TeamService } from '../src/api/team-member/services/team-member';
import { seedLookups, type LookupIds } from './seed/lookups';
import { createRandom } from './seed/random';
import { createAccounts, UID_ } from './seed/store';

const COMPANIES = 20;

const demoPresent = async (strapi: Core.Strapi) =>
  Boolean(
    await strapi.db.query(UID_.user).findOne({ where: { email: DEMO_EMAILS.candidato }, select: ['id'] }),
  );

/** faker is a dev dependency: production images seed the lookups only (--no-demo). */
const loadFaker = async () => {
  try {
    return (await import('@faker-js/faker')).fakerIT;
  } catch {
    throw new Error('the demo data needs the dev dependencies (@faker-js/faker); run with --no-demo');
  }
};

const seedDemo = async (strapi: Core.Strapi, lookups: LookupIds, args: SeedArgs) => {
  const fakerIT = await loadFaker();
  fakerIT.seed(args.seed);
  const random = createRandom(fakerIT);
  const now = new Date();

  // All data is generated first, in a fixed order, so the seed number alone decides it.
  const usedNames = new Set<string>();
  const companySeeds = Array.from({ length: COMPANIES }, (_, i) => buildCompany(i + 1, random, usedNames));
  companySeeds[BRAND_COMPANY_INDEX].logo ??= random.colour();
  const demo = demoCompanies(random);
  const pivas = companySeeds.map((company) => company.data.piva as string);
  const demoCandidateSeed = demoCandidate(random, now, pivas[7]);
  const candidateSeeds = Array.from({ length: args.candidates }, (_, i) =>
    buildCandidate(i + 1, random, pivas, now),
  );

  const written = await strapi.db.transaction(async () => {
    const accounts = await createAccounts(strapi);
    const demoCandidateRow = await insertCandidate(strapi, accounts, lookups, demoCandidateSeed);
    const demoRows = {
      azienda: await insertCompany(strapi, accounts, demo.azienda),
      azienda0: await insertCompany(strapi, accounts, demo.azienda0),
      agenzia: await insertCompany(strapi, accounts, demo.agenzia),
    };
    await seedTeam(strapi, accounts, demoRows.azienda);
    const companies: Seeded<CompanySeed>[] = [];
    for (const seed of companySeeds)
      companies.push({ seed, row: await insertCompany(strapi, accounts, seed) });
    const candidates: Seeded<CandidateSeed>[] = [];
    for (const seed of candidateSeeds) {
      candidates.push({ seed, row: await insertCandidate(strapi, accounts, lookups, seed) });
    }
    const activity = await seedActivity(
      strapi,
      random,
      now,
      lookups,
      companies,
      candidates,
      demoRows.azienda,
    );
    return { demoCandidateRow, demoRows, companies, activity };
  });

  // Images go through the upload plugin (files on disk, formats made by sharp), after the commit.
  const logos = [{ row: written.demoRows.azienda, seed: demo.azienda }, ...written.companies].filter(
    (company) => company.seed.logo,
  );
  for (const [i, company] of logos.entries()) {
    await uploadImage(
      strapi,
      { uid: UID_.hrCompany, id: company.row.id, field: 'logo' },
      {
        name: `logo-azienda-${i + 1}`,
        size: 256,
        colour: company.seed.logo!,
        alternativeText: `Logo ${company.seed.data.nome as string}`,
      },
    );
  }
  await uploadImage(
    strapi,
    { uid: UID_.hrUser, id: written.demoCandidateRow.id, field: 'picture' },
    { name: 'foto-candidato-demo', size: 800, colour: [52, 101, 164], alternativeText: 'Foto profilo' },
  );

  await ensureDemoAdmin(strapi);
  // Every seeded company a team of one (azienda@demo.it: two), as the start-up upkeep makes them.
  await (strapi.service('api::team-member.team-member') as unknown as TeamService).migrate();

  const { activity } = written;
  strapi.log.info(
    `[seed] demo data: ${args.candidates + 1} candidates, ${COMPANIES + 3} companies (${logos.length} logos), ` +
      `${activity.purchases} purchases, ${activity.unlocks} unlocks, ${activity.favourites} favourites, ` +
      `${activity.annunci} annunci (seed ${args.seed})`,
  );
};

const main = async () => {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  // Compiled to dist/scripts/seed.js: dist is one level up, the project two.
  const distDir = path.resolve(__dirname, '..');
  const appDir = path.resolve(distDir, '..');
  const strapi = await createStrapi({ appDir, distDir }).load();

  let exitCode = 0;
  try {
    const lookups = await seedLookups(strapi);
    if (!args.demo) {
      strapi.log.info('[seed] --no-demo: lookups only');
    } else if (await demoPresent(strapi)) {
      if (args.ifEmpty) {
        strapi.log.info('[seed] demo data already present: nothing to do (--if-empty)');
      } else {
        strapi.log.error(
          '[seed] demo data already present. Use a fresh database (e.g. delete the file at DATABASE_FILENAME, ' +
            'default strapi/.tmp/data.db) or pass --if-empty.',
        );
        exitCode = 1;
      }
    } else {
      await seedDemo(strapi, lookups, args);
    }
    strapi.log.info(`[seed] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    strapi.log.error(
      `[seed] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    exitCode = 1;
  } finally {
    await strapi.destroy();
  }
  process.exit(exitCode);
};

void main();
