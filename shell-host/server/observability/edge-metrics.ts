import { createMetrics } from '@inkpot/config/metrics';
import type { RemoteRelease } from '@inkpot/shared-contracts';
import type { ShellRender } from '../../page-contract/render.ts';

/** What became of one parcel the edge asked a remote's server build to render. */
export type ServerBuildOutcome = 'rendered' | 'refused' | 'no-build' | 'late';

/**
 * Why a page went to the browser, as a bounded label: its render ran out of budget, the data it
 * asked the API for failed, or the render itself threw.
 */
export function renderReasonClass(reason: string): 'budget' | 'data' | 'error' {
  if (/budget/i.test(reason)) return 'budget';
  if (/failed:|HTTP \d{3}|the API/i.test(reason)) return 'data';
  return 'error';
}

/** The edge's metrics: requests (by route pattern and status), server renders, remote server builds, the process. */
export function edgeMetrics() {
  const metrics = createMetrics('edge');
  const renders = metrics.counter(
    'inkpot_server_render_total',
    'Documents by how they were rendered: on the server, or left to the browser (client) with the reason',
    ['outcome', 'reason'],
  );
  const serverBuilds = metrics.counter(
    'inkpot_remote_server_build_total',
    "Remote parcels the edge asked a release's server build for, by remote, version and outcome",
    ['remote', 'version', 'outcome'],
  );
  return {
    ...metrics,
    rendered(render: ShellRender) {
      if (render.kind === 'server') renders.inc({ outcome: 'server', reason: 'none' });
      else renders.inc({ outcome: 'client', reason: renderReasonClass(render.reason) });
    },
    serverBuild(release: Pick<RemoteRelease, 'name' | 'version'>, outcome: ServerBuildOutcome) {
      serverBuilds.inc({ remote: release.name, version: release.version, outcome });
    },
  };
}

export type EdgeMetrics = ReturnType<typeof edgeMetrics>;
