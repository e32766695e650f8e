import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { ShellConfig } from '@inkpot/shared-contracts/config';
import type { RemoteRegistry } from '@inkpot/shared-contracts/registry';
import { oneTapCspSources, type OneTapPicker } from '../document/one-tap-picker.ts';

/** Where browsers post CSP violation reports: an API path, so the edge forwards it to the API's intake. */
export const CSP_REPORT_PATH = '/_/api/reports/csp';
/** The Reporting API group of the policy's `report-to`. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

export interface SecurityHeaderOptions {
  /** A production deployment: HSTS is sent (browsers only keep it from HTTPS answers). */
  production: boolean;
  /** The `allow_iframe` flag: without it, no page of ours may be framed by any site. */
  allowIframe: boolean;
  /** The release registry: its manifests' origins are the only other origins the page may load from. */
  registry: () => Promise<RemoteRegistry>;
  /**
   * The page is served over HTTPS (`PUBLIC_URL`): the Reporting API (`report-to`) is used too.
   * Chromium only delivers it to HTTPS endpoints and then ignores `report-uri`, so over http
   * (development, tests) the policy names `report-uri` alone.
   */
  https: boolean;
  /**
   * Origins allowed for this response only, beside the registry's (a developer's local override,
   * which the edge decides per request before this middleware runs).
   */
  pageOrigins?: (res: ServerResponse) => readonly string[];
  /** The one-tap card's account picker: its origins are allowed only when there is one. */
  oneTap?: OneTapPicker | undefined;
  /** Sign-up's reCAPTCHA: Google's origins for it are allowed only when a site key is configured. */
  captcha?: ShellConfig['captcha'];
}

/**
 * The edge's security headers: a middleware for what the edge serves itself (documents, files),
 * and `ownAnswer` for an answer it makes on a path it forwards to the API (an error in JSON, the
 * page saying the API is away), written at once, with a nonce and no remote origin. The API's own
 * answers carry the API's headers.
 */
export interface EdgeSecurityHeaders extends RequestHandler {
  ownAnswer(req: Request, res: Response): void;
}

/** Google's documented CSP sources for reCAPTCHA. */
export const RECAPTCHA_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;

interface SecurityLocals {
  cspNonce: string;
  remoteOrigins: string;
}

const NONCE_BYTES = 16;
/** Nonces per random block: each response still gets 16 bytes of its own, without a system call each. */
const NONCES_PER_BLOCK = 256;
let block = Buffer.alloc(0);
let used = 0;

/** A fresh nonce: 16 random bytes no other response got, base64. */
export function freshNonce(): string {
  if (used + NONCE_BYTES > block.length) {
    block = randomBytes(NONCE_BYTES * NONCES_PER_BLOCK);
    used = 0;
  }
  used += NONCE_BYTES;
  return block.toString('base64', used - NONCE_BYTES, used);
}

const locals = (res: ServerResponse) => (res as Response).locals as Partial<SecurityLocals>;

/** The per-response nonce the document's scripts and style elements carry. */
export const cspNonceOf = (res: Response): string => {
  const nonce = locals(res).cspNonce;
  if (!nonce) throw new Error('The security headers middleware did not run before the document.');
  return nonce;
};

/** The distinct origins of the registered remotes' manifests, space-separated for a CSP source list. */
export function remoteOriginsOf(registry: RemoteRegistry): string {
  const origins = new Set<string>();
  for (const release of registry.remotes) {
    try {
      origins.add(new URL(release.manifestUrl).origin);
    } catch {
      // The registry schema checks URLs; an origin that still does not parse is simply not allowed.
    }
  }
  return [...origins].join(' ');
}

/**
 * The headers of every answer of the edge: helmet's defaults (nosniff, Referrer-Policy, ...), HSTS
 * in production, framing per `allow_iframe`, and a Content-Security-Policy with a fresh nonce per
 * response. Scripts run only with the nonce; with 'strict-dynamic' the scripts they create (the
 * federation runtime's remote entries, webpack's chunks) run too, so the remotes' script origins
 * need no listing; their manifests are fetched, so connect-src lists the registered origins.
 */
export function securityHeaders({
  production,
  allowIframe,
  registry,
  https,
  pageOrigins = () => [],
  oneTap,
  captcha,
}: SecurityHeaderOptions): EdgeSecurityHeaders {
  // The one-tap picker's sources and, with a site key, reCAPTCHA's.
  const onePicker = oneTapCspSources(oneTap);
  const picker = captcha
    ? {
        ...onePicker,
        script: [...onePicker.script, ...RECAPTCHA_SOURCES.script],
        frame: [...onePicker.frame, ...RECAPTCHA_SOURCES.frame],
      }
    : onePicker;
  const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${locals(res).cspNonce}'`;
  const remoteOrigins = (_req: IncomingMessage, res: ServerResponse) => locals(res).remoteOrigins ?? '';
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'self' and the remote origins only matter to browsers without 'strict-dynamic' (CSP 2).
        scriptSrc: [nonce, "'strict-dynamic'", "'self'", remoteOrigins, ...picker.script],
        // React renders the app's and the remotes' <style> elements with the nonce (cspNonce()).
        styleSrc: ["'self'", nonce, ...picker.style],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", remoteOrigins, ...picker.connect],
        // The remote cache worker (last known good copies of the remotes), served by the edge.
        workerSrc: ["'self'"],
        // Without a picker, default-src 'self' governs frames as before.
        ...(picker.frame.length ? { frameSrc: ["'self'", ...picker.frame] } : {}),
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: allowIframe ? null : ["'none'"],
        reportUri: [CSP_REPORT_PATH],
        reportTo: https ? [CSP_REPORT_GROUP] : null,
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: allowIframe ? false : { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  /** The headers of one answer that may load `remoteOrigins`, with a fresh nonce. */
  const write = (req: Request, res: Response, remoteOrigins: string, next: NextFunction) => {
    res.locals.cspNonce = freshNonce();
    res.locals.remoteOrigins = remoteOrigins;
    if (https) res.setHeader('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    headers(req, res, next);
  };
  const middleware: RequestHandler = async (req, res, next) => {
    let origins: string;
    try {
      origins = remoteOriginsOf(await registry());
    } catch {
      // A registry that cannot be read leaves no remote to load (the document fails on its own).
      origins = '';
    }
    const extra = pageOrigins(res).filter((origin) => !origins.split(' ').includes(origin));
    if (extra.length) origins = [origins, ...extra].filter(Boolean).join(' ');
    write(req, res, origins, next);
  };
  return Object.assign(middleware, {
    ownAnswer(req: Request, res: Response) {
      write(req, res, '', (error?: unknown) => {
        if (error) throw error;
      });
    },
  });
}

/** Gives every <script> and <style> start tag of a page the response's nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<(script|style)(?=[\s>])/gi, `<$1 nonce="${nonce}"`);
}
