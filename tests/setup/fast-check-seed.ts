// Property tests (fast-check) draw new random inputs on every local run, and a failure prints the seed
// and path that replay it. Under CI the seed is fixed, so the same commit always meets the same inputs
// and a red build is reproducible. FC_SEED=<n> pins any seed, e.g. to replay a local failure.
import fc from 'fast-check';

const CI_SEED = 20261122;
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? CI_SEED : undefined;
if (seed !== undefined && Number.isSafeInteger(seed)) fc.configureGlobal({ seed });
