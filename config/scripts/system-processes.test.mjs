/** @jest-environment node */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { startProcesses } from './system-processes.mjs';

/** A process that notes each start in `file`, and exits non-zero on SIGTERM (as `sh -c` does). */
const notingProcess = (name, file) => ({
  name,
  command: `node -e "require('fs').appendFileSync(process.argv[1], 'start\\n'); process.on('SIGTERM', () => process.exit(143)); setInterval(() => {}, 1000)" ${file}`,
});

describe('the supervised processes', () => {
  it('are not started again once the system is asked to stop, and the stop is not a failure', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'processes-'));
    const files = ['one', 'two'].map((name) => path.join(dir, name));
    const system = startProcesses(
      'development',
      files.map((file, index) => notingProcess(`p${index}`, file)),
      { restartTries: 3 },
    );
    // Both have started once before the stop.
    for (let tries = 0; tries < 100 && files.some((file) => !readSafe(file)); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    system.stop();
    await expect(system.stopped).resolves.toBe(0);
    for (const file of files) expect(readFileSync(file, 'utf8')).toBe('start\n');
  }, 20_000);

  it('restarts a process that dies by itself, then stops the others when it keeps dying', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'processes-'));
    const file = path.join(dir, 'dying');
    const system = startProcesses(
      'development',
      [
        {
          name: 'dying',
          command: `node -e "require('fs').appendFileSync(process.argv[1], 'start\\n'); process.exit(3)" ${file}`,
        },
        notingProcess('steady', path.join(dir, 'steady')),
      ],
      { restartTries: 1 },
    );
    await expect(system.stopped).resolves.toBe(1);
    expect(readFileSync(file, 'utf8')).toBe('start\nstart\n');
  }, 20_000);
});

function readSafe(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
