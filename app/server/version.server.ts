// The app version shown on /impostazioni, read from package.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let version: string | undefined;

export function appVersion(): string {
  if (!version) {
    const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string };
    version = pkg.version;
  }
  return version;
}
