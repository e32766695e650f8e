export declare const PAGE_TOKEN_TTL_S: number;
export declare function pageTokenKeyOf(deployToken: string | null): string | null;
export declare function signPageToken(
  key: string,
  page: { composition: string | null; releases: string[]; canaries: string[]; pageKind?: string | null; now: number },
): string;
export interface ServedPage {
  pageId: string;
  composition: string | null;
  /** The live releases (`remote@version`) the page got. */
  releases: string[];
  /** Those of them it got as a canary: the page's cohort. */
  canaries: string[];
  pageKind: string | null;
}
export declare function readPageToken(key: string | null, token: unknown, now: number): ServedPage | null;
