// Builds the web client once per e2e run, only when web/dist is stale (the same check npm start uses).
import { buildWebIfNeeded } from '../../scripts/build-web';

export default function setup() {
  buildWebIfNeeded();
}
