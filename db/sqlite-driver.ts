// The SQLite driver of this Node version. better-sqlite3 12 compiles Node's own `node::ObjectWrap` into its
// addon; from Node 24 that class removes an environment cleanup hook in its destructor and aborts the
// process (`Assertion failed: (env) != nullptr`) when the garbage collector frees a statement outside a
// JavaScript context, which on Node 24.21 happened at every start on a new database. better-sqlite3 13 is
// built on Node-API instead and does not abort, but it requires Node 22 and crashed on Node 20 at the first
// statement. So both are installed: 12 as `better-sqlite3`, 13 under the alias `better-sqlite3-napi`, an
// optional dependency that npm skips where its engines exclude the running Node (Node 20). Their JavaScript
// API is the same. Node 24 and later use 13; Node 20 and 22 keep 12 (docs/operations.md "Node versions"). Drop 12 and
// this file once Node 20 and 22 leave engines.node.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/** The first Node major that gets better-sqlite3 13. */
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

/** better-sqlite3's Database class, from the release that is safe on this Node. */
export const Database: typeof BetterSqlite3 = load();
/** One open connection. */
export type SqliteConnection = BetterSqlite3.Database;
