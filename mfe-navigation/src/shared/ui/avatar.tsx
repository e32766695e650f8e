/**
 * A round initial in place of a picture (the platform serves no images in this build). The
 * initial is drawn by CSS, so it is not part of the text of the link it sits in (a link's
 * accessible name then matches its visible text).
 */
export function Avatar({ name, size = 32, square = false }: { name: string; size?: number; square?: boolean }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      data-initial={initial}
      className={square ? 'ink-nav-avatar ink-nav-avatar--square' : 'ink-nav-avatar'}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45), lineHeight: `${size}px` }}
    />
  );
}

export const avatarCss = `
.ink-nav-avatar { display: inline-block; flex: none; box-sizing: border-box; border-radius: 50%; background: #e8e3f5;
  color: #3d2f73; font-weight: 600; text-align: center; font-family: system-ui, sans-serif; }
.ink-nav-avatar::before { content: attr(data-initial); }
.ink-nav-avatar--square { border-radius: 4px; background: #e3eef5; color: #1f4a63; }
`;
