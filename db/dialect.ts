// Which database this process serves: PostgreSQL when DATABASE_URL is a postgres:// (or postgresql://)
// URL, else the SQLite file of DATABASE_PATH. Fixed for the life of the process: db/schema/index.ts hands
// every module the tables of this dialect.

export type Dialect = 'sqlite' | 'postgres';

export function dialectOfUrl(url: string | undefined): Dialect {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url.trim()) ? 'postgres' : 'sqlite';
}

/**
 * Read once, when the schema is first imported, before any config is parsed: the tables are module
 * constants that some modules already use while they load (SQL fragments built at the top of a module),
 * so the dialect has to be known before any entry code runs. openDatabase refuses a database of the other
 * dialect, so the tables and the connection cannot disagree.
 */
export const ACTIVE_DIALECT: Dialect = dialectOfUrl(process.env.DATABASE_URL);
