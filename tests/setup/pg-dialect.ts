// setupFile of the server-pg project: this test file's process serves PostgreSQL. Runs before the test
// file imports the schema, which picks its dialect from DATABASE_URL (db/dialect.ts); the tests make
// their own databases on this server (tests/helpers/test-db.ts).
import { inject } from 'vitest';

process.env.DATABASE_URL = inject('pgAdminUrl');
