// better-sqlite3 12 aborts on Node 24+ when GC frees a statement; 13 (Node-API, alias better-sqlite3-napi) needs Node 22+
// and crashed on Node 20. Drop 12 and this file once Node 20 and 22 leave engines.node.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

const NAPI_FROM_MAJOR = 24;

function load(): typeof BetterSqlite3 {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < NAPI_FROM_MAJOR) return require('better-sqlite3') as typeof BetterSqlite3;
  try {
    return require('better-sqlite3-napi') as typeof BetterSqlite3;
  } catch (error) {
    throw new Error(`Node ${process.version} needs better-sqlite3 13 (the optional dependency better-sqlite3-napi); run npm install again with this Node`, {
      cause: error,
    });
  }
}

export const Database: typeof BetterSqlite3 = load();
export type SqliteConnection = BetterSqlite3.Database;
