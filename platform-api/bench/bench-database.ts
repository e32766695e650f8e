/**
 * The database a search bench runs on: the demo world, with generated stories added until there
 * are at least as many as asked for. Stories already there are kept (a second run starts at once).
 */
import type { Database } from '../src/db/client.ts';
import { countBenchStories } from '../src/seed/bench-stories.ts';
import { addBenchStories, isSeeded, seedWorld } from '../src/seed/seed.ts';
import { SEED_NOW } from '../src/seed/world.ts';

export { openDatabase } from '../src/db/client.ts';

/** Seeds `db` when it is empty and tops its generated stories up to `stories`; returns how many it has. */
export async function seedBenchDatabase(db: Database, stories: number): Promise<number> {
  if (!(await isSeeded(db))) await seedWorld(db, { stories: 0 });
  const have = await countBenchStories(db);
  if (have < stories) await addBenchStories(db, stories - have, { now: SEED_NOW });
  return countBenchStories(db);
}
