import { requestIdHeaders } from '@inkpot/config/logging';
import type { ShellConfig } from '@inkpot/shared-contracts/config';
import { buildRouteLink } from '@inkpot/shared-contracts/routes';

/** The 500 screen's status: 409 when the error message says '409: Conflict', else 500. */
export function serverErrorStatus(error: unknown): 409 | 500 {
  const message = error instanceof Error ? error.message : String(error);
  return message.includes('409: Conflict') ? 409 : 500;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/**
 * The 500 screen as a standalone page: no host bundle, no remote, no external asset, since any of
 * them may be what failed. A large 500, the apology, the status page and the top browse page.
 */
export function renderServerErrorPage(config: Pick<ShellConfig, 'productName' | 'hosts'>): string {
  return renderStatusPage(config, { status: 500, message: 'Apologies, but something went wrong on our end.' });
}

/**
 * A standalone page for an answer the host cannot render: the status, one sentence and the way on.
 * `retryHref`: the answer may be different in a moment (an API that is down); a Try again link to it.
 */
export function renderStatusPage(
  config: Pick<ShellConfig, 'productName' | 'hosts'>,
  { status, message, retryHref }: { status: number; message: string; retryHref?: string },
): string {
  const product = escapeHtml(config.productName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${product}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#242424;background:#fff}
header{padding:16px 24px;border-bottom:1px solid #f2f2f2}
header a{font:700 24px Georgia,serif;color:#242424;text-decoration:none}
main{max-width:680px;margin:0 auto;padding:64px 24px;text-align:center}
h1{margin:0;font:400 120px/1 Georgia,serif;color:#6b6b6b}
p{font-size:20px;line-height:1.5}
nav a{display:inline-block;margin:8px 12px;color:#1a8917}
</style>
</head>
<body>
<header><a href="/">${product}</a></header>
<main>
<h1>${status}</h1>
<p>${escapeHtml(message)}</p>
<nav>
${retryHref === undefined ? '' : `<a href="${escapeHtml(retryHref)}">Try again</a>\n`}<a href="${escapeHtml(config.hosts.status)}">Check the status page</a>
<a href="${escapeHtml(buildRouteLink('browseTop'))}">Read the top stories</a>
</nav>
</main>
</body>
</html>
`;
}

export interface ServerErrorContext {
  /** Path and query of the request. */
  location: string;
  userAgent: string | undefined;
}

export type ServerErrorReporter = (error: unknown, context: ServerErrorContext) => void;

const ERROR_REPORTS_PATH = '/_/api/reports/errors';
const REPORT_TIMEOUT_MS = 2000;

/**
 * Reports an error of the edge: to the log, and to the API's error intake in the
 * body the client uses. Fire and forget: it never throws and never delays the answer.
 */
export function apiErrorReporter(
  apiUrl: string,
  config: Pick<ShellConfig, 'appVersion'>,
  logger: Pick<Console, 'error'> = console,
): ServerErrorReporter {
  return function report(error, context) {
    try {
      logger.error(`[edge] Rendering the document for ${context.location} failed:`, error);
      const failure = error instanceof Error ? error : new Error(String(error));
      const body = [
        {
          name: failure.name.slice(0, 200),
          message: failure.message.slice(0, 10_000),
          stack: failure.stack?.slice(0, 100_000) ?? null,
          timestamp: Date.now(),
          extra: {
            client: 'edge',
            build: config.appVersion,
            location: context.location,
            userAgent: context.userAgent ?? null,
          },
        },
      ];
      fetch(new URL(ERROR_REPORTS_PATH, apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...requestIdHeaders() },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
      }).then(
        (response) => {
          if (!response.ok) logger.error(`[edge] The API refused the error report: HTTP ${response.status}`);
        },
        (reason: unknown) => logger.error(`[edge] Could not send the error report: ${String(reason)}`),
      );
    } catch (reportFailure) {
      logger.error(`[edge] Could not report an error: ${String(reportFailure)}`);
    }
  };
}
