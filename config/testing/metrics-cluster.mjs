// A two-worker cluster for metrics.test.mjs: each worker counts one request; the first prints the
// metrics text it reads (every worker's, summed by the primary) and the cluster stops.
import cluster from 'node:cluster';
import { clusterMetricsPrimary, createMetrics, metricsText } from '../metrics.mjs';

if (cluster.isPrimary) {
  clusterMetricsPrimary();
  let ready = 0;
  const workers = [cluster.fork(), cluster.fork()];
  cluster.on('message', (_worker, message) => {
    if (message === 'counted' && ++ready === workers.length) workers[0].send('report');
    if (message?.text) {
      process.stdout.write(message.text);
      for (const worker of workers) worker.kill();
    }
  });
} else {
  const metrics = createMetrics('test', { processMetrics: false });
  metrics.counter('test_requests_total', 'Requests').inc();
  const text = metricsText(metrics.registry);
  process.on('message', async (message) => {
    if (message === 'report') process.send({ text: await text() });
  });
  process.send('counted');
}
