/** The publication's colour along the top of its header (decorative; the colour comes from the API). */
export function TintStrip({ color }: { color: string }) {
  return (
    <span
      className="ink-pub-nav__tint"
      aria-hidden="true"
      data-testid="publication-tint"
      style={{ background: color }}
    />
  );
}
