/**
 * The release-health read model (release_health_minutes): per minute, remote release, cohort and
 * page type (the page-type labels of performance metrics, shared-contracts' page-type.ts), what trusted pages
 * reported — page views, loads and failures, error reports, load and mount times, LCP, INP and CLS as
 * histograms (health-histogram.ts), and on a remote release's rows the LCP and INP of the whole pages
 * served it (what the canary analysis compares). Written as telemetry is accepted (client events,
 * performance and error reports whose page token checks), trimmed by age, read by the release
 * commands (`npm run releases -- <remote>`) and the console. Rows of the page as a whole have remote
 * and version ''.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { ServedPage } from '../environment.ts';
import type { Database } from '../db/client.ts';
import { releaseHealthMinutes } from '../db/schema.ts';
import { addHistograms, countOf, histogramOf, quantileOf } from './health-histogram.ts';
import type { VitalFigures } from '../releases/canary-analysis.ts';
import { pageTypeOf } from '@inkpot/shared-contracts/page-type';

/** Rows older than this are dropped. */
export const RELEASE_HEALTH_MAX_AGE_MS = 14 * 24 * 3600_000;

export type HealthCohort = 'stable' | 'canary';

export interface HealthRow {
  minute: Date;
  remote: string;
  version: string;
  cohort: HealthCohort | '';
  pageKind: string;
  pageViews: number;
  loaded: number;
  failed: number;
  errors: number;
  loadMs: number[];
  mountMs: number[];
  lcpMs: number[];
  inpMs: number[];
  clsMilli: number[];
  pageLcpMs: number[];
  pageInpMs: number[];
}

type SampleColumn = 'loadMs' | 'mountMs' | 'lcpMs' | 'inpMs' | 'clsMilli' | 'pageLcpMs' | 'pageInpMs';
const SAMPLE_COLUMNS: readonly SampleColumn[] = [
  'loadMs',
  'mountMs',
  'lcpMs',
  'inpMs',
  'clsMilli',
  'pageLcpMs',
  'pageInpMs',
];

const minuteOf = (at: number) => new Date(Math.floor(at / 60_000) * 60_000);

/** Samples grouped by their row, then summed: one row per key, as one upsert needs. */
class HealthRows {
  private rows = new Map<string, HealthRow & { samples: Record<SampleColumn, number[]> }>();
  row(minute: Date, remote: string, version: string, cohort: HealthRow['cohort'], pageKind: string) {
    const key = [minute.getTime(), remote, version, cohort, pageKind].join('\n');
    let row = this.rows.get(key);
    if (!row) {
      row = {
        minute,
        remote,
        version,
        cohort,
        pageKind,
        pageViews: 0,
        loaded: 0,
        failed: 0,
        errors: 0,
        loadMs: [],
        mountMs: [],
        lcpMs: [],
        inpMs: [],
        clsMilli: [],
        pageLcpMs: [],
        pageInpMs: [],
        samples: { loadMs: [], mountMs: [], lcpMs: [], inpMs: [], clsMilli: [], pageLcpMs: [], pageInpMs: [] },
      };
      this.rows.set(key, row);
    }
    return row;
  }
  done(): HealthRow[] {
    return [...this.rows.values()].map(({ samples, ...row }) => ({
      ...row,
      ...Object.fromEntries(
        SAMPLE_COLUMNS.map((column) => [column, samples[column].length ? histogramOf(samples[column]) : []]),
      ),
    })) as HealthRow[];
  }
}

const cohortOf = (page: ServedPage, release: string): HealthCohort | null =>
  page.releases.includes(release) ? (page.canaries.includes(release) ? 'canary' : 'stable') : null;

const releaseParts = (release: unknown): [string, string] | null => {
  if (typeof release !== 'string') return null;
  const at = release.indexOf('@');
  return at > 0 ? [release.slice(0, at), release.slice(at + 1)] : null;
};

/**
 * The rows trusted client events make: each remote's outcome (`remote.loaded` / `remote.failed`:
 * a page view of that release, loaded or failed) and slot timing (`remote.timing`: load and mount
 * times), for releases the page's token names, in the cohort it names them.
 */
export function healthRowsOfEvents(
  events: readonly { name: string; data: unknown; page?: string | undefined }[],
  pageOf: (token: string | undefined) => ServedPage | null,
  now: number,
): HealthRow[] {
  const rows = new HealthRows();
  const minute = minuteOf(now);
  for (const event of events) {
    if (event.name !== 'remote.loaded' && event.name !== 'remote.failed' && event.name !== 'remote.timing') continue;
    const page = pageOf(event.page);
    const data = (event.data ?? {}) as { remote?: unknown; version?: unknown; loadMs?: unknown; mountMs?: unknown };
    if (!page || typeof data.remote !== 'string' || typeof data.version !== 'string') continue;
    const cohort = cohortOf(page, `${data.remote}@${data.version}`);
    if (!cohort) continue;
    const row = rows.row(minute, data.remote, data.version, cohort, pageTypeOf(page.pageKind));
    if (event.name === 'remote.timing') {
      if (typeof data.loadMs === 'number') row.samples.loadMs.push(data.loadMs);
      if (typeof data.mountMs === 'number') row.samples.mountMs.push(data.mountMs);
    } else {
      row.pageViews += 1;
      if (event.name === 'remote.loaded') row.loaded += 1;
      else row.failed += 1;
    }
  }
  return rows.done();
}

/**
 * The rows a trusted performance report makes: a page view of the page's kind with its LCP, INP and
 * CLS, each metric again on the release it is attributed to (when the page's token names it), and
 * the page's LCP and INP on every remote release the token names, in its cohort (`pageLcpMs`,
 * `pageInpMs`: a canary that slows the whole page shows there, whoever drew the largest element).
 */
export function healthRowsOfReport(
  events: readonly { type: string; data: unknown }[],
  page: ServedPage,
  now: number,
): HealthRow[] {
  const rows = new HealthRows();
  const minute = minuteOf(now);
  const pageKind = pageTypeOf(page.pageKind);
  const whole = rows.row(minute, '', '', '', pageKind);
  whole.pageViews += 1;
  for (const { type, data } of events) {
    const { value, release } = (data ?? {}) as { value?: unknown; release?: unknown };
    if (typeof value !== 'number' || (type !== 'lcp' && type !== 'inp' && type !== 'cls')) continue;
    const column = type === 'lcp' ? 'lcpMs' : type === 'inp' ? 'inpMs' : 'clsMilli';
    const sample = type === 'cls' ? value * 1000 : value;
    whole.samples[column].push(sample);
    const parts = releaseParts(release);
    const cohort = parts && cohortOf(page, `${parts[0]}@${parts[1]}`);
    if (parts && cohort) rows.row(minute, parts[0], parts[1], cohort, pageKind).samples[column].push(sample);
    if (type === 'cls') continue;
    for (const release of page.releases) {
      const [remote, version] = releaseParts(release) ?? [];
      const releaseCohort = cohortOf(page, release);
      if (!remote || version === undefined || !releaseCohort) continue;
      rows
        .row(minute, remote, version, releaseCohort, pageKind)
        .samples[type === 'lcp' ? 'pageLcpMs' : 'pageInpMs'].push(sample);
    }
  }
  return rows.done();
}

/**
 * The rows trusted error reports make: each report counts once on the page as a whole (its page
 * kind) and once on the release it names (`extra.release`, `remote@version`) when the page's token
 * names that release, in its cohort. Reports whose page token does not check count nowhere.
 */
export function healthRowsOfErrors(
  reports: readonly { extra: unknown; page?: string | undefined }[],
  pageOf: (token: string | undefined) => ServedPage | null,
  now: number,
): HealthRow[] {
  const rows = new HealthRows();
  const minute = minuteOf(now);
  for (const report of reports) {
    const page = pageOf(report.page);
    if (!page) continue;
    const pageKind = pageTypeOf(page.pageKind);
    rows.row(minute, '', '', '', pageKind).errors += 1;
    const release = (report.extra as { release?: unknown } | null)?.release;
    const parts = releaseParts(release);
    const cohort = parts && cohortOf(page, `${parts[0]}@${parts[1]}`);
    if (parts && cohort) rows.row(minute, parts[0], parts[1], cohort, pageKind).errors += 1;
  }
  return rows.done();
}

/** Adds the rows to the read model: counts add up, histograms add bucket by bucket. */
export async function recordReleaseHealth(db: Database, rows: readonly HealthRow[]): Promise<void> {
  if (rows.length === 0) return;
  const summed = (column: string) =>
    sql.raw(
      `(select coalesce(array_agg(coalesce(a, 0) + coalesce(b, 0) order by i), '{}') from unnest(release_health_minutes.${column}, excluded.${column}) with ordinality as u(a, b, i))`,
    );
  const added = (column: string) => sql.raw(`release_health_minutes.${column} + excluded.${column}`);
  await db
    .insert(releaseHealthMinutes)
    .values([...rows])
    .onConflictDoUpdate({
      target: [
        releaseHealthMinutes.minute,
        releaseHealthMinutes.remote,
        releaseHealthMinutes.version,
        releaseHealthMinutes.cohort,
        releaseHealthMinutes.pageKind,
      ],
      set: {
        pageViews: added('page_views'),
        loaded: added('loaded'),
        failed: added('failed'),
        errors: added('errors'),
        loadMs: summed('load_ms'),
        mountMs: summed('mount_ms'),
        lcpMs: summed('lcp_ms'),
        inpMs: summed('inp_ms'),
        clsMilli: summed('cls_milli'),
        pageLcpMs: summed('page_lcp_ms'),
        pageInpMs: summed('page_inp_ms'),
      },
    });
}

let trimmedAt = Number.NEGATIVE_INFINITY;

/** Drops, at most once an hour, the minutes older than the read model keeps. */
export async function trimReleaseHealth(db: Database, now: number): Promise<void> {
  if (now - trimmedAt < 3600_000) return;
  trimmedAt = now;
  await db
    .delete(releaseHealthMinutes)
    .where(lt(releaseHealthMinutes.minute, new Date(now - RELEASE_HEALTH_MAX_AGE_MS)));
}

export interface ReleaseHealth {
  version: string;
  cohort: string;
  pageViews: number;
  loaded: number;
  failed: number;
  failureRate: number | null;
  /** Error reports of trusted pages that named this release. */
  errors: number;
  loadP75: number | null;
  loadP95: number | null;
  mountP75: number | null;
  mountP95: number | null;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

/** A remote's releases over `[since, now)`, per version and cohort, most page views first. */
export async function releaseHealthOf(db: Database, remote: string, since: Date): Promise<ReleaseHealth[]> {
  const rows = await db
    .select()
    .from(releaseHealthMinutes)
    .where(and(eq(releaseHealthMinutes.remote, remote), gte(releaseHealthMinutes.minute, since)));
  const byRelease = new Map<string, HealthRow[]>();
  for (const row of rows) {
    const key = `${row.version}\n${row.cohort}`;
    byRelease.set(key, [...(byRelease.get(key) ?? []), row as HealthRow]);
  }
  return [...byRelease.values()]
    .map((group) => {
      const sum = (pick: (row: HealthRow) => number) => group.reduce((total, row) => total + pick(row), 0);
      const histogram = (pick: (row: HealthRow) => number[]) => addHistograms(...group.map(pick));
      const load = histogram((row) => row.loadMs);
      const mount = histogram((row) => row.mountMs);
      const cls = histogram((row) => row.clsMilli);
      const loaded = sum((row) => row.loaded);
      const failed = sum((row) => row.failed);
      const clsP75 = quantileOf(cls, 0.75);
      return {
        version: group[0]?.version ?? '',
        cohort: group[0]?.cohort ?? '',
        pageViews: sum((row) => row.pageViews),
        loaded,
        failed,
        failureRate: loaded + failed ? failed / (loaded + failed) : null,
        errors: sum((row) => row.errors),
        loadP75: quantileOf(load, 0.75),
        loadP95: quantileOf(load, 0.95),
        mountP75: quantileOf(mount, 0.75),
        mountP95: quantileOf(mount, 0.95),
        lcpP75: quantileOf(
          histogram((row) => row.lcpMs),
          0.75,
        ),
        inpP75: quantileOf(
          histogram((row) => row.inpMs),
          0.75,
        ),
        clsP75: clsP75 === null || countOf(cls) === 0 ? null : clsP75 / 1000,
      };
    })
    .sort((a, b) => b.pageViews - a.pageViews);
}

export interface HealthPoint {
  /** The start of the bucket (ISO). */
  at: string;
  pageViews: number;
  failureRate: number | null;
  /** Error reports in the bucket. */
  errors: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

export interface HealthSeries {
  version: string;
  cohort: string;
  points: HealthPoint[];
}

/** A remote's releases over `[since, now)` as points of `bucketMinutes` each (empty buckets left out), per version and cohort. */
export async function releaseHealthSeries(
  db: Database,
  remote: string,
  since: Date,
  bucketMinutes: number,
): Promise<HealthSeries[]> {
  return healthSeries(db, remote, since, bucketMinutes, (row) => [row.version, row.cohort]);
}

/** The pages as a whole (whatever their releases) per page kind, as points: in `version` the page kind. */
export async function pageHealthSeries(db: Database, since: Date, bucketMinutes: number): Promise<HealthSeries[]> {
  return healthSeries(db, '', since, bucketMinutes, (row) => [row.pageKind, '']);
}

async function healthSeries(
  db: Database,
  remote: string,
  since: Date,
  bucketMinutes: number,
  keyOf: (row: HealthRow) => [string, string],
): Promise<HealthSeries[]> {
  const rows = await db
    .select()
    .from(releaseHealthMinutes)
    .where(and(eq(releaseHealthMinutes.remote, remote), gte(releaseHealthMinutes.minute, since)));
  const bucketMs = bucketMinutes * 60_000;
  const series = new Map<string, Map<number, HealthRow[]>>();
  for (const row of rows as HealthRow[]) {
    const key = keyOf(row).join('\n');
    const buckets = series.get(key) ?? new Map<number, HealthRow[]>();
    const bucket = Math.floor(row.minute.getTime() / bucketMs) * bucketMs;
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), row]);
    series.set(key, buckets);
  }
  return [...series.entries()].map(([key, buckets]) => {
    const [version = '', cohort = ''] = key.split('\n');
    const points = [...buckets.entries()]
      .sort(([a], [b]) => a - b)
      .map(([at, group]) => {
        const loaded = group.reduce((total, row) => total + row.loaded, 0);
        const failed = group.reduce((total, row) => total + row.failed, 0);
        const cls = quantileOf(addHistograms(...group.map((row) => row.clsMilli)), 0.75);
        return {
          at: new Date(at).toISOString(),
          pageViews: group.reduce((total, row) => total + row.pageViews, 0),
          failureRate: loaded + failed ? failed / (loaded + failed) : null,
          errors: group.reduce((total, row) => total + row.errors, 0),
          lcpP75: quantileOf(addHistograms(...group.map((row) => row.lcpMs)), 0.75),
          inpP75: quantileOf(addHistograms(...group.map((row) => row.inpMs)), 0.75),
          clsP75: cls === null ? null : cls / 1000,
        };
      });
    return { version, cohort, points };
  });
}

/** A cohort's whole-page LCP and INP over a window: p75 and how many pages reported each. */
export interface CohortVitals {
  lcp: VitalFigures;
  inp: VitalFigures;
}

/**
 * The whole-page LCP and INP of the pages served a remote's canary (in the canary's cohort) and its
 * stable release (in stable's), from the minute `since` falls in: what the canary analysis compares.
 */
export async function canaryVitalsOf(
  db: Database,
  remote: string,
  versions: { canary: string; stable: string },
  since: Date,
): Promise<{ canary: CohortVitals; stable: CohortVitals }> {
  const rows = await db
    .select({
      version: releaseHealthMinutes.version,
      cohort: releaseHealthMinutes.cohort,
      pageLcpMs: releaseHealthMinutes.pageLcpMs,
      pageInpMs: releaseHealthMinutes.pageInpMs,
    })
    .from(releaseHealthMinutes)
    .where(and(eq(releaseHealthMinutes.remote, remote), gte(releaseHealthMinutes.minute, minuteOf(since.getTime()))));
  const of = (version: string, cohort: HealthCohort): CohortVitals => {
    const mine = rows.filter((row) => row.version === version && row.cohort === cohort);
    const figures = (histogram: number[]): VitalFigures => ({
      p75: quantileOf(histogram, 0.75),
      samples: countOf(histogram),
    });
    return {
      lcp: figures(addHistograms(...mine.map((row) => row.pageLcpMs))),
      inp: figures(addHistograms(...mine.map((row) => row.pageInpMs))),
    };
  };
  return { canary: of(versions.canary, 'canary'), stable: of(versions.stable, 'stable') };
}
