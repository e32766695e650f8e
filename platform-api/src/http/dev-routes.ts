/**
 * Development-only routes (`/_/dev/*`, the mailbox of the local outbox). They answer only in the
 * development environment and only to a request made on this machine straight to the API:
 * from loopback, with no proxy in between. Anything else gets the same 404 as a path that does
 * not exist, so neither a deployed API nor an edge in front of a development one exposes them.
 */
import { BlockList } from 'node:net';
import express, { type Request } from 'express';
import type { ApiDeps } from './request-context.ts';
import { readMailbox } from '../auth/mailer.ts';
import { deployed } from '../config.ts';

export const DEV_PATH = '/_/dev';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Headers any proxy adds; a development route never answers a forwarded request. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

/** The TCP peer is this machine and nothing says the request was relayed for someone else. */
export function isDirectLoopbackRequest(req: Pick<Request, 'socket' | 'headers'>): boolean {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const fromLoopback = peer.includes(':') ? loopback.check(peer, 'ipv6') : peer !== '' && loopback.check(peer, 'ipv4');
  return fromLoopback && !FORWARDING_HEADERS.some((header) => req.headers[header] !== undefined);
}

export function devRoutes(deps: ApiDeps): express.Router {
  const router = express.Router();
  const development = !deployed(deps.config);

  router.use(DEV_PATH, (req, res, next) => {
    res.set('Cache-Control', 'no-store, private');
    if (development && isDirectLoopbackRequest(req)) {
      next();
      return;
    }
    res.status(404).json({ error: 'Not found.' });
  });

  router.get(`${DEV_PATH}/mailbox`, async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to.trim() : '';
    if (!to) {
      res.status(400).json({ error: 'Pass the address to read: /_/dev/mailbox?to=EMAIL' });
      return;
    }
    // Mail goes out off the response path: wait for what is still being delivered.
    await deps.services.mailer.settled?.();
    res.json(await readMailbox(deps.db, to));
  });

  return router;
}
