/**
 * `node platform-api/bench/hello-yoga.ts <port>`: a graphql-yoga hello world behind the same express
 * setup as the API (trust proxy, the access log with request ids, the body limit), on loopback.
 * The load bench measures it beside the API: what yoga and express cost with no work behind them.
 */
import express from 'express';
import { createSchema, createYoga } from 'graphql-yoga';
import { BODY_LIMIT_BYTES, readBodyWithin } from '../src/http/body-limit.ts';
import { accessLog, createLogger, matchedRoute } from '../src/environment.ts';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port < 1) {
  console.error('usage: node platform-api/bench/hello-yoga.ts <port>');
  process.exit(2);
}
const yoga = createYoga({
  schema: createSchema({ typeDefs: 'type Query { hello: String! }', resolvers: { Query: { hello: () => 'world' } } }),
  graphqlEndpoint: '/_/graphql',
  graphiql: false,
  landingPage: false,
  logging: 'warn',
});
const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 'loopback');
app.use(accessLog(createLogger('hello', { level: 'silent' }), { routeOf: (req) => matchedRoute(req, '/_/graphql') }));
app.use(yoga.graphqlEndpoint, readBodyWithin(BODY_LIMIT_BYTES), (req, res) => yoga(req, res));
app.listen(port, '127.0.0.1', () => console.log(`hello world on ${port}`));
