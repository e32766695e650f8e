/**
 * `npm run seed -w platform-api [-- --stories N] [--reset]`: seeds the database the API uses
 * (DATABASE_URL, or PGlite in PGLITE_DIR). Without --reset an already seeded database keeps its
 * world and only gets the extra stories. Stop the API first when it uses the same PGlite
 * directory: PGlite allows one process per data directory.
 */
import { loadApiConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { cli, examples, wholeNumber } from '../environment.ts';
import { countBenchStories } from './bench-stories.ts';
import { addBenchStories, isSeeded, resetDatabase, seedWorld } from './seed.ts';
import { SEED_NOW } from './world.ts';

function parseOptions(): { stories: number; reset: boolean } {
  const program = cli('seed', 'Seeds the demo world (and benchmark stories) into the database the API uses.')
    .option('--stories <count>', 'benchmark stories to add', wholeNumber(0, 10_000_000), 0)
    .option('--reset', 'empty every table first', false)
    .addHelpText('after', examples(['npm run seed', 'npm run seed -- --reset', 'npm run seed -- --stories 100000']))
    .parse(process.argv);
  return program.opts();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const options = parseOptions();
const config = loadApiConfig();
const target = config.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${config.PGLITE_DIR}`;
const opened = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.PGLITE_DIR });
try {
  const started = performance.now();
  if (options.reset) {
    await resetDatabase(opened.db);
    console.log(`[seed] emptied every table of ${target}`);
  }
  if (await isSeeded(opened.db)) {
    console.log(`[seed] ${target} already holds the demo world (use --reset to start over)`);
    if (options.stories) {
      const benchStarted = performance.now();
      await addBenchStories(opened.db, options.stories, { now: SEED_NOW });
      console.log(`[seed] added ${options.stories} benchmark stories in ${seconds(performance.now() - benchStarted)}`);
    }
  } else {
    const summary = await seedWorld(opened.db, { stories: options.stories });
    const counts = Object.entries(summary.rows)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ');
    console.log(`[seed] demo world into ${target}: ${counts}`);
    if (summary.benchStories) console.log(`[seed] plus ${summary.benchStories} benchmark stories`);
  }
  console.log(`[seed] benchmark stories in the database: ${await countBenchStories(opened.db)}`);
  console.log(`[seed] done in ${seconds(performance.now() - started)}`);
} finally {
  await opened.close();
}
