import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import express, { type Express, type Request, type Response } from 'express';
import { createYoga, type Plugin } from 'graphql-yoga';
import { LIVENESS_PATH, READINESS_PATH } from '@inkpot/shared-contracts/health';
import { getParameterProblem } from './graphql/get-parameters.ts';
import { apiReadiness } from './health.ts';
import { bodyTooLargeMessage } from '@inkpot/shared-contracts/config';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type DefinitionNode,
  type FieldNode,
  type ValidationContext,
} from 'graphql';
import { deployed } from './config.ts';
import type { ApiContext } from './context.ts';
import { buildSchema } from './graphql/schema.ts';
import { authRoutes } from './http/auth-routes.ts';
import { browserSecurity } from './http/browser-security.ts';
import { cspReportRoutes } from './http/csp-report-routes.ts';
import { customDomainRoutes } from './http/custom-domain-routes.ts';
import { devRoutes } from './http/dev-routes.ts';
import { searchRoutes } from './http/search-routes.ts';
import { sitemapRoutes } from './http/sitemap-routes.ts';
import { socialRoutes } from './http/social-routes.ts';
import { telemetryRoutes } from './http/telemetry-routes.ts';
import { testSessionRoutes } from './http/test-session-routes.ts';
import { releaseRoutes } from './http/release-routes.ts';
import { imageRoutes } from './http/image-routes.ts';
import { oncePerRequestPlugin } from './graphql/once-per-request.ts';
import { DEFAULT_COST_LIMITS, queryCostPlugin } from './graphql/query-cost.ts';
import { startDeadline, timeBudgetPlugin } from './graphql/time-budget.ts';
import { BODY_LIMIT_BYTES, bodyTooLarge, readBodyWithin } from './http/body-limit.ts';
import { holdDeadline, requestContext, type ApiDeps } from './http/request-context.ts';
import type { Logger } from 'pino';
import { accessLog, createLogger, matchedRoute, METRICS_PATH, metricsHandler } from './environment.ts';
import type { ApiMetrics } from './api-metrics.ts';

/** The host's BatchHttpLink sends at most 20 operations per request. */
export const MAX_BATCH = 20;
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * Mutations need the xsrf header: the session's token when signed in, any non-empty value for
 * visitors (a custom header cannot be sent by a cross-site form).
 */
function xsrfPlugin(): Plugin<ApiContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = args.document.definitions.find(
        (definition: DefinitionNode) =>
          definition.kind === Kind.OPERATION_DEFINITION &&
          (!args.operationName || definition.name?.value === args.operationName),
      );
      if (
        !operation ||
        operation.kind !== Kind.OPERATION_DEFINITION ||
        operation.operation !== OperationTypeNode.MUTATION
      )
        return;
      const context = args.contextValue as ApiContext;
      const sent = context.req.get(XSRF_HEADER);
      const valid = context.session ? sent === context.session.xsrf : Boolean(sent);
      if (!valid) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError('Missing or invalid xsrf token.', { extensions: { code: 'XSRF', http: { status: 403 } } }),
          ],
        });
      }
    },
  };
}

/** How the API is watched: its access log and its metrics (served at /metrics); neither when absent. */
export interface ApiOperations {
  log?: Logger;
  metrics?: { api: Pick<ApiMetrics, 'observeRequest'>; text: () => Promise<string>; token: string | undefined };
}

/** The route pattern of a request for the access log and the metrics: bounded, never the raw path. */
function routeOfRequest(req: Request): string {
  if (req.originalUrl.startsWith('/_/graphql')) return '/_/graphql';
  return matchedRoute(req, 'unmatched');
}

/** What a GraphQL client gets when the API's answer could not be sent. */
export const UNSENT_ANSWER = 'The API could not send its answer. Please try again.';

export function createApi(deps: ApiDeps, operations: ApiOperations = {}): Express {
  const production = deployed(deps.config);
  const costLimits = { ...DEFAULT_COST_LIMITS, ...deps.costLimits };
  const schema = buildSchema();
  const yoga = createYoga<{ req: Request; res: Response }, ApiContext>({
    schema,
    graphqlEndpoint: '/_/graphql',
    batching: { limit: MAX_BATCH },
    graphiql: !production,
    // Yoga's own CORS reflects any origin with credentials; browserSecurity answers CORS instead.
    cors: false,
    landingPage: false,
    maskedErrors: true,
    logging: production ? 'warn' : 'info',
    context: ({ req, res }) => requestContext(deps, req, res),
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        maxTokens: { n: 2000 },
        // Replaced by queryCostPlugin, which counts list sizes and whole batches.
        costLimit: { enabled: false },
        maxDirectives: { n: 20 },
        blockFieldSuggestion: { enabled: production },
      }),
      queryCostPlugin(schema, costLimits),
      oncePerRequestPlugin(),
      timeBudgetPlugin(),
      xsrfPlugin(),
      ...(production ? [disableIntrospection()] : []),
      // Last: a kept result skips execution, after the limits and the xsrf check had their say.
      ...(deps.services.responseCache ? [deps.services.responseCache.plugin] : []),
    ],
  });

  const app = express();
  app.disable('x-powered-by');
  // Whose X-Forwarded-For is the reader's address (per-IP limits): TRUST_PROXY, loopback by default.
  app.set('trust proxy', deps.config.TRUST_PROXY);
  // Every request's id (the edge's X-Request-Id, or a new one) is in its log lines and its answer.
  const { metrics } = operations;
  app.use(
    accessLog(operations.log ?? createLogger('api', { level: 'silent' }), {
      routeOf: routeOfRequest,
      ...(metrics && { onResponse: (entry) => metrics.api.observeRequest(entry) }),
    }),
  );
  app.get(
    METRICS_PATH,
    metrics
      ? metricsHandler(metrics.text, { token: metrics.token, development: !production })
      : (_req, res) => res.status(404).type('text').send('Not found.'),
  );
  app.use(browserSecurity(deps.config, production));
  // Liveness: the process answers. Readiness: it can serve (503 naming the part that cannot).
  app.get(['/_/health', LIVENESS_PATH], (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ ok: true, service: 'api' });
  });
  app.get(READINESS_PATH, async (_req, res) => {
    const readiness = await apiReadiness(deps.db);
    res
      .status(readiness.ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(readiness);
  });
  // Every body is read through one limit, counted on the stream (a chunked body declares no length).
  app.get(yoga.graphqlEndpoint, (req, res, next) => {
    const problem = getParameterProblem(new URL(req.originalUrl, 'http://api.invalid').searchParams);
    if (problem) res.status(400).json({ errors: [{ message: problem, extensions: { code: 'BAD_REQUEST' } }] });
    else next();
  });
  app.use(yoga.graphqlEndpoint, readBodyWithin(BODY_LIMIT_BYTES), async (req, res) => {
    const deadline = startDeadline(costLimits.timeBudgetMs);
    res.on('close', deadline.clear);
    holdDeadline(res, deadline);
    await yoga(req, res);
    // An answer Node refused to send (a header it finds invalid) is only logged by yoga, and the
    // request would stay open until the client gives up: it gets GraphQL's error shape instead.
    if (!res.headersSent && !res.destroyed)
      res.status(500).json({ errors: [{ message: UNSENT_ANSWER, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
  });
  // Before the JSON parser: an upload's body is the image's bytes whatever type it declares.
  app.use(imageRoutes(deps));
  app.use(express.json({ limit: BODY_LIMIT_BYTES, type: ['application/json', 'text/plain'] }));
  app.use(authRoutes(deps));
  app.use(socialRoutes(deps));
  app.use(customDomainRoutes(deps));
  app.use(devRoutes(deps));
  app.use(testSessionRoutes(deps));
  app.use(searchRoutes(deps));
  app.use(sitemapRoutes(deps));
  app.use(telemetryRoutes(deps));
  app.use(releaseRoutes(deps, schema));
  app.use(cspReportRoutes());
  app.use((error: unknown, _req: Request, res: Response, _next: express.NextFunction) => {
    if (bodyTooLarge(error)) {
      res.status(413).json({ error: bodyTooLargeMessage(BODY_LIMIT_BYTES) });
      return;
    }
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ error: (error as Error).message });
      return;
    }
    console.error('[api] unhandled error', error);
    res.status(500).json({ error: 'Internal error' });
  });
  return app;
}

function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule((context: ValidationContext) => ({
        Field(node: FieldNode) {
          if (node.name.value === '__schema' || node.name.value === '__type') {
            context.reportError(new GraphQLError('Introspection is disabled.', { nodes: [node] }));
          }
        },
      }));
    },
  };
}
