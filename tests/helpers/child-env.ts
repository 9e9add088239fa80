// The environment for a test runner started by a test: this run's own markers removed, so the child is a
// run of its own (it writes no CI JUnit report over this run's, and does not think it is a vitest worker).
const OWN = ['CI', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'DATABASE_URL'];

export function childRunEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  for (const name of OWN) delete env[name];
  return env;
}
