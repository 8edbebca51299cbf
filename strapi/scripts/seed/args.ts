export type SeedArgs = {
  /** Number of generated candidates, besides the demo candidate. */
  candidates: number;
  /** faker seed: the same seed gives the same people, companies and relations. */
  seed: number;
  /** Exit quietly when the demo data is already there (used by `npm start`). */
  ifEmpty: boolean;
  /** Lookups only (computer skills, competence areas, job roles). */
  demo: boolean;
};

const USAGE = 'usage: seed [--candidates N] [--seed N] [--if-empty] [--no-demo]';

const positiveInt = (flag: string, value: string | undefined, min: number) => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min)
    throw new Error(`${flag} needs an integer >= ${min}\n${USAGE}`);
  return parsed;
};

export const parseArgs = (argv: string[]): SeedArgs => {
  const args: SeedArgs = { candidates: 300, seed: 42, ifEmpty: false, demo: true };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--candidates':
        args.candidates = positiveInt(flag, value(), 0);
        break;
      case '--seed':
        args.seed = positiveInt(flag, value(), 0);
        break;
      case '--if-empty':
        args.ifEmpty = true;
        break;
      case '--no-demo':
        args.demo = false;
        break;
      case '--help':
      case '-h':
        console.info(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown argument ${argv[i]}\n${USAGE}`);
    }
  }
  return args;
};
