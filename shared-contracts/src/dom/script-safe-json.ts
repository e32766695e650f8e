/** Any value as JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
