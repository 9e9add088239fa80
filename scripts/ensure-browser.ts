// Run before `npm test` (package.json pretest): the browser tests need Debian's Chromium (CHROMIUM_PATH) and
// the Korean font the layout tests measure with. As root on a machine with apt-get, what is missing is
// installed; otherwise the run stops at once with the one command that installs it.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { CHROMIUM_PATH } from './chromium';

const PACKAGES = ['chromium', 'fonts-noto-cjk'] as const;

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const installed = (pkg: string) => spawnSync('dpkg', ['-s', pkg], { stdio: 'ignore' }).status === 0;

function missingPackages(): string[] {
  const missing: string[] = [];
  if (!executable(CHROMIUM_PATH)) missing.push('chromium');
  if (!installed('fonts-noto-cjk')) missing.push('fonts-noto-cjk');
  return missing;
}

const missing = missingPackages();
if (missing.length > 0) {
  if (process.env.CHROMIUM_PATH && missing.includes('chromium')) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file`);
    process.exit(1);
  }
  const canInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!canInstall) {
    console.error(
      `The browser tests need ${missing.join(' and ')}. Install ${missing.length > 1 ? 'them' : 'it'} with:\n  sudo apt-get install -y ${PACKAGES.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} for the browser tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: ['ignore', 'ignore', 'inherit'], env });
  const still = missingPackages();
  if (still.length > 0) {
    console.error(`${still.join(', ')} could not be installed`);
    process.exit(1);
  }
}
