// npm start, first half: build the web client if needed and compile the server (dist/server/main.mjs).
// The second half is plain `node dist/server/main.mjs` (package.json), which migrates, syncs the catalogue
// and serves, without TypeScript compilation in the serving process (ADR 009).
import { buildServer } from './build-server';
import { buildWebIfNeeded } from './build-web';

buildWebIfNeeded();
await buildServer();
