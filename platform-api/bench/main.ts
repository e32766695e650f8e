/**
 * `npm run bench -w platform-api [-- <bench>...] [--stories N] [--duration S] [--connections C]`:
 * runs the named benchmarks (all when none is named) and prints req/s, latency percentiles and
 * errors for each.
 */
import { parseArgs } from 'node:util';
import { benchSearch } from './search.ts';
import { benchViewer } from './viewer.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    stories: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});

const whole = (name: string, text: string, min: number) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name} needs a whole number >= ${min}, got '${text}'.`);
  return value;
};
const options = {
  stories: whole('stories', values.stories, 0),
  duration: whole('duration', values.duration, 1),
  connections: whole('connections', values.connections, 1),
};

const BENCHES: Record<string, () => Promise<unknown>> = {
  viewer: () => benchViewer(options),
  search: () => benchSearch(options),
};

const chosen = positionals.length ? positionals : Object.keys(BENCHES);
const unknown = chosen.filter((name) => !(name in BENCHES));
if (unknown.length)
  throw new Error(`Unknown bench ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}.`);
for (const name of chosen) await BENCHES[name]?.();
