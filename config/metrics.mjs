// The metrics of every service (prom-client): a registry per service with the process's own
// metrics and the HTTP request histogram, served at /metrics on the service's own port. Open to
// loopback in development; everywhere else only with `Authorization: Bearer <METRICS_TOKEN>`.
import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import client from 'prom-client';

export const METRICS_PATH = '/metrics';

/** Seconds: from a static file's few milliseconds to a server render's budget and a slow API's timeout. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * @param {string} service
 * @param {{ processMetrics?: boolean }} [options]
 */
export function createMetrics(service, { processMetrics = true } = {}) {
  const registry = new client.Registry();
  registry.setDefaultLabels({ service });
  if (processMetrics) client.collectDefaultMetrics({ register: registry });
  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    /** What the access log reports of each answered request. */
    observeRequest: (/** @type {{ method: string, route: string, status: number, seconds: number }} */ entry) =>
      httpDuration.observe({ method: entry.method, route: entry.route, status: String(entry.status) }, entry.seconds),
    /**
     * @template {string} L
     * @param {string} name @param {string} help @param {L[]} [labelNames]
     */
    counter: (name, help, labelNames = []) => new client.Counter({ name, help, labelNames, registers: [registry] }),
    /**
     * @template {string} L
     * @param {string} name @param {string} help @param {L[]} [labelNames] @param {number[]} [buckets]
     */
    histogram: (name, help, labelNames = [], buckets = DURATION_BUCKETS) =>
      new client.Histogram({ name, help, labelNames, buckets, registers: [registry] }),
    /**
     * A gauge; `collect` sets it when scraped. `aggregator` says how processes of one service combine
     * (a shared table's size is the same in every process: `max`; a per-process pool: `sum`).
     * @template {string} L
     * @param {string} name @param {string} help
     * @param {{ labelNames?: L[], aggregator?: 'sum' | 'max' | 'min' | 'average' | 'first', collect?: (this: client.Gauge<L>) => void | Promise<void> }} [options]
     */
    gauge: (name, help, { labelNames = [], aggregator = 'sum', collect } = {}) =>
      new client.Gauge({
        name,
        help,
        labelNames,
        aggregator,
        registers: [registry],
        ...(collect && { collect }),
      }),
  };
}

const REQUEST = 'inkpot:metrics-request';
const ANSWER = 'inkpot:metrics-answer';

/**
 * The text of a service's metrics. In a cluster worker: every worker's, summed by the primary (the
 * port is shared, so a scrape reaches any one worker); call `clusterMetricsPrimary()` in the primary.
 * @param {client.Registry} registry
 * @returns {() => Promise<string>}
 */
export function metricsText(registry) {
  if (!cluster.isWorker) return () => registry.metrics();
  // The primary asks every worker for its registry (prom-client's cluster protocol).
  new client.AggregatorRegistry();
  client.AggregatorRegistry.setRegistries([registry]);
  let next = 0;
  /** @type {Map<number, { resolve: (text: string) => void, reject: (error: Error) => void }>} */
  const waiting = new Map();
  process.on('message', (/** @type {any} */ message) => {
    if (message?.type !== ANSWER) return;
    const waiter = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error) waiter?.reject(new Error(message.error));
    else waiter?.resolve(message.text);
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      process.send?.({ type: REQUEST, id });
    });
}

/** In a cluster's primary: answers the workers' requests for the summed metrics of all of them. */
export function clusterMetricsPrimary() {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, /** @type {any} */ message) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error) => worker.send({ type: ANSWER, id: message.id, error: String(error?.message ?? error) }),
    );
  });
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Who may read /metrics: with a token, a request bearing it; without one, in development only a
 * request from this machine (the socket's own address, never X-Forwarded-For). 404 otherwise, so
 * a deployment without a token does not show that the path exists.
 * @param {{ token: string | undefined, development: boolean }} rules
 * @param {{ authorization?: string | undefined, remoteAddress?: string | undefined }} request
 * @returns {'allowed' | 'unauthorized' | 'hidden'}
 */
export function metricsAccess({ token, development }, { authorization, remoteAddress }) {
  if (token) {
    const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '');
    const wanted = Buffer.from(token);
    return given.length === wanted.length && timingSafeEqual(given, wanted) ? 'allowed' : 'unauthorized';
  }
  return development && remoteAddress && LOOPBACK.test(remoteAddress) ? 'allowed' : 'hidden';
}

/**
 * The /metrics handler.
 * @param {() => Promise<string>} text
 * @param {{ token: string | undefined, development: boolean }} rules
 * @returns {import('express').RequestHandler}
 */
export function metricsHandler(text, rules) {
  return async (req, res) => {
    const access = metricsAccess(rules, {
      authorization: req.headers.authorization,
      remoteAddress: req.socket.remoteAddress,
    });
    res.set('Cache-Control', 'no-store');
    if (access === 'hidden') {
      res.status(404).type('text').send('Not found.');
      return;
    }
    if (access === 'unauthorized') {
      res.status(401).set('WWW-Authenticate', 'Bearer').type('text').send('METRICS_TOKEN is required.');
      return;
    }
    try {
      res.type(client.register.contentType).send(await text());
    } catch (error) {
      res
        .status(503)
        .type('text')
        .send(`Metrics are not available: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
