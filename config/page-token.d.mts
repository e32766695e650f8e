export declare const PAGE_TOKEN_TTL_S: number;
export declare function pageTokenKeyOf(deployToken: string | null): string | null;
export declare function signPageToken(
  key: string,
  page: { composition: string | null; releases: string[]; now: number },
): string;
export declare function readPageToken(
  key: string | null,
  token: unknown,
  now: number,
): { pageId: string; composition: string | null; releases: string[] } | null;
