// Which database this process serves: PostgreSQL when DATABASE_URL is a postgres:// (or postgresql://)
// URL, else the SQLite file of DATABASE_PATH. Fixed for the life of the process: db/schema/index.ts hands
// every module the tables of this dialect.

export type Dialect = 'sqlite' | 'postgres';

export function dialectOfUrl(url: string | undefined): Dialect {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url.trim()) ? 'postgres' : 'sqlite';
}

/** Read once, when the schema is first imported (before any config is parsed). */
export const ACTIVE_DIALECT: Dialect = dialectOfUrl(process.env.DATABASE_URL);
