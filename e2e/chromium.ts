/** Debian's Chromium and the flags that work with it on these machines (no downloaded browser). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The seed's custom domains (publications and writers on *.inkpot.test) reach the local edge.
  '--host-resolver-rules=MAP *.inkpot.test 127.0.0.1',
];
