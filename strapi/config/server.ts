import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import cronTasks from './cron-tasks';
import { appKeys } from './lib/env';

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  // Uploads live in <public dir>/uploads. Tests point STRAPI_PUBLIC_DIR at a throw-away directory so their
  // seeded images stay out of the repository; the upload provider needs the folder to exist before the
  // app's own register() runs, hence created here.
  const publicDir = env('STRAPI_PUBLIC_DIR');
  if (publicDir) {
    mkdirSync(path.join(path.resolve(__dirname, '..', '..', publicDir), 'uploads'), { recursive: true });
  }

  return {
    host: env('HOST', '0.0.0.0'),
    port: env.int('PORT', 1337),
    app: {
      keys: appKeys(),
    },
    cron: { enabled: env.bool('CRON_ENABLED', true), tasks: cronTasks },
    dirs: {
      public: publicDir ?? './public',
    },
  };
};
