// The browser every tool here drives: Debian's Chromium (or CHROMIUM_PATH), with the flags that keep a
// headless run quiet and comparable (no sandbox as root in CI, no GPU, no QUIC, no background traffic).
// Used by the browser tests, the first-load bench and the Lighthouse script; .ci/run installs it.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
