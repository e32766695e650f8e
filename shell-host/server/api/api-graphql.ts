import { requestIdHeaders } from '@inkpot/config/logging';
import type { z } from 'zod/mini';
import { SESSION_TIMEOUT_MS } from './session.ts';

/**
 * One GraphQL operation from the edge to the API, as the reader (their cookies), within the
 * session timeout: the page must not wait on a slow API. Throws on a failed, slow or
 * unexpected answer; the caller decides what the page does then.
 */
export async function edgeGraphqlQuery<T>(
  apiUrl: string,
  operation: { name: string; query: string; variables: Record<string, unknown> },
  answer: z.ZodMiniType<{ data: T }>,
  cookieHeader: string | undefined,
): Promise<T> {
  const response = await fetch(new URL('/_/graphql', apiUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'graphql-operation': operation.name,
      ...(cookieHeader ? { cookie: cookieHeader } : {}),
      ...requestIdHeaders(),
    },
    body: JSON.stringify({ operationName: operation.name, query: operation.query, variables: operation.variables }),
    signal: AbortSignal.timeout(SESSION_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const parsed = answer.safeParse(await response.json());
  if (!parsed.success) throw new Error(`the API answered ${operation.name} in an unknown shape`);
  return parsed.data.data;
}
