// npm start: build the web client if needed, then server/main.ts migrates, seeds an empty catalogue and serves.
import { buildWebIfNeeded } from './build-web';

buildWebIfNeeded();
await import('../server/main');
