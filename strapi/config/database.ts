import path from 'node:path';
import type { Core } from '@strapi/strapi';

/**
 * SQLite (better-sqlite3) by default, at DATABASE_FILENAME relative to the Strapi project.
 * PostgreSQL as soon as DATABASE_URL is set (production, and one integration run).
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const databaseUrl = env('DATABASE_URL');

  if (databaseUrl) {
    const ssl = env.bool('DATABASE_SSL', false)
      ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
      : false;
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: databaseUrl,
          ssl,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: {
          min: env.int('DATABASE_POOL_MIN', 2),
          max: env.int('DATABASE_POOL_MAX', 10),
        },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  // Compiled to dist/config/database.js: the project root is two levels up.
  const projectRoot = path.resolve(__dirname, '..', '..');
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(projectRoot, env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  };
};
