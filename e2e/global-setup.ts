import { API_URL } from './fixtures/environment.ts';

/** The edge answers first; wait for the API too (a first start creates and seeds its database). */
export default async function waitForApi() {
  const url = `${API_URL}/_/health`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer at ${url} within 90 s.`);
}
