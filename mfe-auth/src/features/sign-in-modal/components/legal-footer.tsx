import { isPlainClick } from '@inkpot/shared-contracts';
import type { MouseEvent } from 'react';

/** 'By clicking "{cta}", you accept {product}'s Terms of Service and Privacy Policy.' */
export function LegalFooter({
  cta,
  productName,
  termsHref,
  privacyHref,
  onFollowLink,
  recaptcha = false,
  extras = [],
}: {
  cta: string;
  productName: string;
  termsHref: string;
  privacyHref: string;
  /** Follows a link inside the app (the modal closes first). */
  onFollowLink: (href: string) => void;
  /** The reCAPTCHA disclaimer, when the step runs one. */
  recaptcha?: boolean;
  /** The opt-out and sharing lines of the newsletter entry points. */
  extras?: readonly string[];
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
      .{extras.map((line) => ` ${line}`).join('')}
      {recaptcha && (
        <span className="ink-susi-legal__recaptcha">
          {' '}
          This site is protected by reCAPTCHA and the Google{' '}
          <a href="https://policies.google.com/privacy" target="_blank" rel="noreferrer">
            Privacy Policy
          </a>{' '}
          and{' '}
          <a href="https://policies.google.com/terms" target="_blank" rel="noreferrer">
            Terms of Service
          </a>{' '}
          apply.
        </span>
      )}
    </p>
  );
}
