import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Runs one of the host document's inline scripts (index.html), the one that contains `marker`, as the document does. */
export function runDocumentScript(marker: string): void {
  const html = readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((text) => text.includes(marker));
  if (!script) throw new Error(`index.html has no inline script with ${marker}`);
  new Function(script)();
}
