/**
 * The release console at /_/console (docs/architecture/releases.md): staff only, everyone else gets
 * the not-found page. It reads the API's release admin with the staff member's own session (the
 * API takes a staff session where a deploy token would do) and its buttons post to the same API
 * as `npm run deploy|rollback`, with the session's xsrf token; the API records each change in the
 * remote's history under the staff member's name.
 */
import express, { type Request, type Response, type NextFunction } from 'express';
import { requestIdHeaders } from '@inkpot/config/logging';
import { REMOTE_NAMES } from '@inkpot/shared-contracts/remotes';
import type { EdgeSession } from '../api/session.ts';
import { renderConsolePage } from './console-page.ts';
import type { RemoteConsoleData } from './console-model.ts';

export const CONSOLE_PATH = '/_/console';
/** The window the plots show. */
export const CONSOLE_HOURS = 6;
const API_TIMEOUT_MS = 5000;

export interface ReleaseConsoleOptions {
  apiUrl: string;
  productName: string;
  session: (cookieHeader: string | undefined) => Promise<EdgeSession>;
  nonceOf: (res: Response) => string;
}

type Action = 'promote' | 'canary' | 'rollback';
const ACTIONS: readonly Action[] = ['promote', 'canary', 'rollback'];

/** The body the API takes for a console action, or a message saying what is wrong with the form. */
export function actionBody(
  action: Action,
  form: Record<string, unknown>,
): { body: Record<string, unknown> } | { problem: string } {
  const version = typeof form.version === 'string' ? form.version : '';
  if (action === 'rollback') return { body: {} };
  if (!version) return { problem: 'Which release? The form named none.' };
  if (action === 'promote') return { body: { version } };
  const percent = Number(form.percent);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    return { problem: 'The canary percentage must be a whole number from 1 to 99.' };
  return { body: { version, canary: percent } };
}

export function releaseConsole({ apiUrl, productName, session, nonceOf }: ReleaseConsoleOptions) {
  const router = express.Router();
  const api = async (req: Request, path: string, init: RequestInit = {}) =>
    fetch(new URL(path, apiUrl), {
      ...init,
      headers: { ...requestIdHeaders(), cookie: req.headers.cookie ?? '', ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });

  /** The signed-in staff member's session, or null: the page is then not found. */
  const staff = async (req: Request) => {
    const who = await session(req.headers.cookie);
    return who.viewer.status === 'signed-in' && who.edge?.isStaff && who.xsrf ? who : null;
  };

  const render = async (
    req: Request,
    res: Response,
    status: number,
    xsrf: string,
    message: { notice?: string; error?: string },
  ) => {
    const pages = (await api(req, `/_/release-health/pages?hours=${CONSOLE_HOURS}`).then((answer) =>
      answer.json(),
    )) as Pick<RemoteConsoleData, 'series'>;
    const remotes = await Promise.all(
      REMOTE_NAMES.map(async (remote): Promise<RemoteConsoleData> => {
        const [channels, health] = await Promise.all([
          api(req, `/_/releases/${remote}`).then((answer) => answer.json()),
          api(req, `/_/releases/${remote}/health?hours=${CONSOLE_HOURS}`).then((answer) => answer.json()),
        ]);
        return {
          ...(channels as Omit<RemoteConsoleData, 'series'>),
          series: (health as Pick<RemoteConsoleData, 'series'>).series ?? [],
        };
      }),
    );
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        renderConsolePage(
          { productName, pages: pages.series ?? [], remotes, xsrf, hours: CONSOLE_HOURS, ...message },
          nonceOf(res),
        ),
      );
  };

  router.get(CONSOLE_PATH, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const who = await staff(req);
      if (!who?.xsrf) return next();
      const done = typeof req.query.done === 'string' ? req.query.done.slice(0, 300) : undefined;
      await render(req, res, 200, who.xsrf, { notice: done });
    } catch (error) {
      next(error);
    }
  });

  router.post(
    `${CONSOLE_PATH}/:remote/:action`,
    express.urlencoded({ extended: false, limit: '4kb' }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const who = await staff(req);
        const remote = String(req.params.remote);
        const action = String(req.params.action) as Action;
        if (!who?.xsrf || !REMOTE_NAMES.includes(remote as never) || !ACTIONS.includes(action)) return next();
        const form = (req.body ?? {}) as Record<string, unknown>;
        const parsed = actionBody(action, form);
        if ('problem' in parsed) return await render(req, res, 400, who.xsrf, { error: parsed.problem });
        const answer = await api(req, `/_/releases/${remote}/${action === 'canary' ? 'promote' : action}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-xsrf-token': typeof form.xsrf === 'string' ? form.xsrf : '',
          },
          body: JSON.stringify(parsed.body),
        });
        const result = (await answer.json()) as { error?: string; action?: string; from?: string | null; to?: string };
        if (!answer.ok)
          return await render(req, res, answer.status, who.xsrf, {
            error: `${remote}: ${result.error ?? `the API answered ${answer.status}`}`,
          });
        const done = `${remote}: ${result.action} ${result.from ? `from ${result.from} ` : ''}to ${result.to}.`;
        res.redirect(303, `${CONSOLE_PATH}?done=${encodeURIComponent(done)}#${remote}`);
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
