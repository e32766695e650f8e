/** How tall the publication's colour strip along the top of its header is. */
export const TINT_STRIP_PX = 3;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The colour of the strip along the publication header (the API's `Collection.tintColor`), or
 * null for no strip: only a `#rrggbb` value is drawn, so nothing else from the API reaches CSS.
 */
export function headerTint(tintColor: string | null | undefined): string | null {
  const color = tintColor?.trim() ?? '';
  return HEX_COLOR.test(color) ? color.toLowerCase() : null;
}
