import { avatarImage, isImageId } from '@inkpot/shared-contracts/images';

/**
 * A round avatar: the uploaded image where `imageId` names one (its square variants in the srcset),
 * otherwise the initial. The initial is drawn by CSS, so it is not part of the text of the link it
 * sits in (a link's accessible name then matches its visible text).
 */
export function Avatar({
  name,
  size = 32,
  square = false,
  imageId,
}: {
  name: string;
  size?: 20 | 32;
  square?: boolean;
  imageId?: string | null;
}) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  // Sized by class, not a style attribute: the page's CSP drops style attributes in the server's
  // HTML (the top bar's avatar is rendered there), and hydration does not set them again.
  const classes = ['ink-nav-avatar', `ink-nav-avatar--${size}`];
  if (square) classes.push('ink-nav-avatar--square');
  if (isImageId(imageId)) {
    const image = avatarImage(imageId, size);
    return <img className={[...classes, 'ink-nav-avatar--image'].join(' ')} {...image} alt="" aria-hidden="true" />;
  }
  return <span aria-hidden="true" data-initial={initial} className={classes.join(' ')} />;
}

export const avatarCss = `
.ink-nav-avatar { display: inline-block; flex: none; box-sizing: border-box; border-radius: 50%; background: #e8e3f5;
  color: #3d2f73; font-weight: 600; text-align: center; font-family: system-ui, sans-serif; }
.ink-nav-avatar--20 { width: 20px; height: 20px; font-size: 9px; line-height: 20px; }
.ink-nav-avatar--32 { width: 32px; height: 32px; font-size: 14px; line-height: 32px; }
.ink-nav-avatar::before { content: attr(data-initial); }
.ink-nav-avatar--square { border-radius: 4px; background: #e3eef5; color: #1f4a63; }
.ink-nav-avatar--image { object-fit: cover; }
`;
