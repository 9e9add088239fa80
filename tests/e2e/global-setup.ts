// Once per browser-test run: the web client when web/dist is stale (the check npm start uses), and the
// compiled server every worker starts (scripts/build-server.ts).
import { buildServer } from '../../scripts/build-server';
import { buildWebIfNeeded } from '../../scripts/build-web';

export default async function setup() {
  buildWebIfNeeded();
  await buildServer();
}
