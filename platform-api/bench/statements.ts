/**
 * `node platform-api/bench/statements.ts`: the SQL statements each hot page query sends (ViewerQuery,
 * the home feed, a story page, a profile), counted on the seeded demo world for a signed-in reader
 * without the response cache: which statements run most, and so which are worth preparing or batching.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { apiMetrics } from '../src/api-metrics.ts';
import { posts, users } from '../src/db/schema.ts';
import { isPublicPost } from '../src/domain/post-queries.ts';
import { seedWorld } from '../src/seed/seed.ts';
import { expectData, signInAs, startTestApi } from '../src/testing/test-api.ts';
import { VIEWER_QUERY } from './viewer.ts';

const pages = path.join(import.meta.dirname, '..', '..', 'shell-host', 'src', 'pages');
const read = (name: string) => readFileSync(path.join(pages, name), 'utf8');
/** The shell's fragments by name. */
const fragments = new Map(
  (read('story-card.graphql') + read('story-body.graphql'))
    .split(/(?=^fragment )/m)
    .map((text) => [/^fragment (\w+)/.exec(text)?.[1] ?? '', text] as const),
);
/** One operation of a page's .graphql file, with the fragments it spreads (and theirs). */
const operation = (file: string, name: string) => {
  const text = read(file);
  const start = text.indexOf(`query ${name}`);
  const next = text.indexOf('\nquery ', start + 1);
  let document = text.slice(start, next === -1 ? undefined : next);
  const added = new Set<string>();
  for (let found = true; found;) {
    found = false;
    for (const [, spread] of document.matchAll(/\.\.\.(\w+)/g)) {
      const fragment = fragments.get(spread ?? '');
      if (fragment && !added.has(spread ?? '')) {
        added.add(spread ?? '');
        document += `\n${fragment}`;
        found = true;
      }
    }
  }
  return document;
};

const statements: string[] = [];
const metrics = apiMetrics();
metrics.statement = { started() {}, finished: (text) => void statements.push(text) };
const api = await startTestApi({ metrics });
try {
  await seedWorld(api.db);
  const [reader] = await api.db.select().from(users).where(eq(users.email, 'reader@demo.inkpot.test'));
  const [story] = await api.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(isPublicPost, isNull(posts.inResponseToPostId)))
    .limit(1);
  if (!reader || !story) throw new Error('The seed has no demo reader or story.');
  const client = api.client();
  await signInAs(api, client, reader.id);
  const runs: Array<[string, string, Record<string, unknown>?]> = [
    ['ViewerQuery', VIEWER_QUERY],
    ['HomeForYouFeed', operation('home-page.graphql', 'HomeForYouFeed'), { paging: { limit: 25 } }],
    ['PostPage', operation('post-page.graphql', 'PostPage'), { id: story.id }],
    ['ProfilePage', operation('profile-page.graphql', 'ProfilePage'), { username: reader.username }],
  ];
  const total = new Map<string, number>();
  for (const [name, query, variables] of runs) {
    statements.length = 0;
    await expectData(client, query, variables);
    console.log(`${name}: ${statements.length} statements`);
    const seen = new Map<string, number>();
    for (const text of statements) {
      const key = text.replace(/\s+/g, ' ').slice(0, 160);
      seen.set(key, (seen.get(key) ?? 0) + 1);
      total.set(key, (total.get(key) ?? 0) + 1);
    }
    for (const [text, n] of [...seen].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)}  ${text}`);
  }
} finally {
  await api.close();
}
