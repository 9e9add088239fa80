// npm start: build the web client if needed, then server/main.ts migrates, syncs the catalogue and serves.
import { buildWebIfNeeded } from './build-web';

buildWebIfNeeded();
await import('../server/main');
