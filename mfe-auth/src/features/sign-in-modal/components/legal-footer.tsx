import { isPlainClick } from '@inkpot/shared-contracts';
import type { MouseEvent } from 'react';

/** Spec 02 §2.6: 'By clicking "{cta}", you accept {product}'s Terms of Service and Privacy Policy.' */
export function LegalFooter({
  cta,
  productName,
  termsHref,
  privacyHref,
  onFollowLink,
}: {
  cta: string;
  productName: string;
  termsHref: string;
  privacyHref: string;
  /** Follows a link inside the app (the modal closes first). */
  onFollowLink: (href: string) => void;
}) {
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onFollowLink(href);
  };
  return (
    <p className="ink-susi-legal">
      By clicking &quot;{cta}&quot;, you accept {productName}&apos;s{' '}
      <a href={termsHref} onClick={follow(termsHref)}>
        Terms of Service
      </a>{' '}
      and{' '}
      <a href={privacyHref} onClick={follow(privacyHref)}>
        Privacy Policy
      </a>
      .
    </p>
  );
}
