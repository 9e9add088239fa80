export type Dialect = 'sqlite' | 'postgres';

export function dialectOfUrl(url: string | undefined): Dialect {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url.trim()) ? 'postgres' : 'sqlite';
}

/** Read at import: tables are module constants some modules use while loading, so this precedes any config. */
export const ACTIVE_DIALECT: Dialect = dialectOfUrl(process.env.DATABASE_URL);
