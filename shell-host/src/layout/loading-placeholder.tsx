/**
 * Shimmering lines in place of content that is loading, announced to assistive technology. In
 * the main chunk (its styles in index.html): the router shows it before any page chunk arrives.
 */
export function LoadingPlaceholder({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div className="ink-placeholder" role="status" aria-label={label} aria-busy="true">
      <div className="ink-placeholder__line ink-placeholder__line--title" />
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          className={
            index === lines - 1 ? 'ink-placeholder__line ink-placeholder__line--short' : 'ink-placeholder__line'
          }
        />
      ))}
    </div>
  );
}
