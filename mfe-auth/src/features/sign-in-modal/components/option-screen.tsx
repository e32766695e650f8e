import type { FeatureFlags } from '@inkpot/shared-contracts';
import { connectLink, methodLabel, signInMethods } from '../model/sign-in-methods.ts';
import type { SusiCopy } from '../model/susi-copy.ts';
import type { SusiOperation } from '../model/susi-operation.ts';
import { OperationToggle } from './operation-toggle.tsx';

/** The option list of an operation. */
export function OptionScreen({
  operation,
  copy,
  flags,
  redirect,
  entryPoint,
  action,
  helpHref,
  userAgent,
  onChooseEmail,
  onToggleOperation,
  onTrack,
  emailLabel,
  socialAs = 'button',
}: {
  /** A call to action of the entry point in place of 'Sign up with email' ('Create Account'). */
  emailLabel?: string;
  /** Each provider as a button or as a subtle link. */
  socialAs?: 'button' | 'subtle-link';
  operation: SusiOperation;
  copy: SusiCopy;
  flags: FeatureFlags;
  redirect: string;
  entryPoint: string | null;
  /** The action url and its account token, when the flow has one. */
  action: { actionUrl: string | null; token: string | null };
  helpHref: string;
  userAgent: string;
  onChooseEmail: () => void;
  onToggleOperation: () => void;
  onTrack: (name: string, data?: Record<string, unknown>) => void;
}) {
  return (
    <>
      <div className={socialAs === 'subtle-link' ? 'ink-susi-methods ink-susi-methods--subtle' : 'ink-susi-methods'}>
        {signInMethods(operation, flags, userAgent).map((method) =>
          method === 'email' ? (
            <button
              key={method}
              type="button"
              className={emailLabel ? 'ink-susi-method ink-susi-method--primary' : 'ink-susi-method'}
              onClick={onChooseEmail}
            >
              {emailLabel ?? methodLabel(method, operation)}
            </button>
          ) : (
            // The browser leaves for the provider: a full page load, not a client-side navigation.
            <a
              key={method}
              className={socialAs === 'subtle-link' ? 'ink-susi-subtle-method' : 'ink-susi-method'}
              href={connectLink(method, operation, redirect, entryPoint, action)}
              onClick={() => onTrack('susi.methodClicked', { method })}
            >
              {methodLabel(method, operation)}
            </a>
          ),
        )}
      </div>
      <OperationToggle copy={copy} onToggle={onToggleOperation} />
      {operation === 'login' && (
        <p className="ink-susi-help">
          Forgot email or trouble signing in?{' '}
          <a href={helpHref} onClick={() => onTrack('susi.signInHelpCenter.clicked')}>
            Get help
          </a>
        </p>
      )}
    </>
  );
}
