export interface LocalOverride {
  remote: 'navigation' | 'auth' | 'membership' | 'search' | 'notifications';
  manifestUrl: string;
  /** Unix seconds; set on signed overrides only. */
  expires?: number;
  signature?: string;
}
export type OverrideRefusal = 'malformed' | 'unsigned' | 'no-key' | 'bad-signature' | 'expired' | 'too-long';

export declare const OVERRIDE_PARAM: 'override';
export declare const OVERRIDE_EXPIRES_PARAM: 'override_expires';
export declare const OVERRIDE_SIGNATURE_PARAM: 'override_signature';
export declare const OVERRIDE_CLEAR_VALUE: 'off';
export declare const OVERRIDE_COOKIE: 'inkpot_override';
export declare const UNSIGNED_OVERRIDE_MAX_AGE_S: number;
export declare const MAX_SIGNED_OVERRIDE_S: number;

export declare function overrideKeyOf(
  env: { OVERRIDE_KEY?: string | undefined },
  deployToken: string | null,
): string | null;
export declare function overrideSignature(
  key: string,
  override: { remote: string; manifestUrl: string; expires: number },
): string;
export declare function parseOverride(input: {
  value: string;
  expires?: string | null | undefined;
  signature?: string | null | undefined;
}):
  | { ok: true; override: LocalOverride }
  | { ok: false; reason: 'malformed'; message: string; remote?: string; manifestUrl?: string };
export declare function verifyOverride(
  override: LocalOverride,
  rules: { signatureRequired: boolean; key: string | null; now: number },
): { ok: true } | { ok: false; reason: Exclude<OverrideRefusal, 'malformed'>; message: string };
export declare function overrideParams(override: LocalOverride): URLSearchParams;
export declare function overrideLink(pageUrl: string, override: LocalOverride): string;
export declare function signOverride(
  key: string,
  input: { remote: string; manifestUrl: string; seconds: number; now: number },
): Required<LocalOverride>;

export declare const COMPOSITION_PARAM: 'composition';
export declare const QA_LINK_EXPIRES_PARAM: 'composition_expires';
export declare const QA_LINK_SIGNATURE_PARAM: 'composition_signature';
export declare const MAX_QA_LINK_S: number;
export type QaLinkRefusal = 'unsigned' | 'no-key' | 'bad-signature' | 'expired' | 'too-long';

export declare function qaLinkKeyOf(deployToken: string | null): string | null;
export declare function qaLinkSignature(key: string, link: { composition: string; expires: number }): string;
export declare function verifyQaLink(
  link: { composition: string; expires: string | null | undefined; signature: string | null | undefined },
  rules: { key: string | null; now: number },
): { ok: true } | { ok: false; reason: QaLinkRefusal };
export declare function signQaLink(
  key: string,
  input: { pageUrl: string; composition: string; seconds: number; now: number },
): { url: string; expires: number };
