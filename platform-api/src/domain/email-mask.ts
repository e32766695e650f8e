/**
 * The viewer's address as the settings page shows it: the first and last character of the
 * local part around a fixed-width mask, so its length is not revealed either.
 */
export function obfuscateEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '';
  const local = email.slice(0, at);
  const masked = local.length <= 2 ? `${local.slice(0, 1)}•••` : `${local.slice(0, 1)}•••${local.slice(-1)}`;
  return `${masked}@${email.slice(at + 1)}`;
}
