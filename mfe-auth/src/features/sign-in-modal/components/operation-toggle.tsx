import type { SusiCopy } from '../model/susi-copy.ts';

/** 'No account? Create one' / 'Already have an account? Sign in'. */
export function OperationToggle({
  copy,
  onToggle,
  disabled = false,
}: {
  copy: SusiCopy;
  onToggle: () => void;
  disabled?: boolean;
}) {
  return (
    <p className="ink-susi-toggle">
      {copy.toggleQuestion}{' '}
      <button type="button" className="ink-susi-link" onClick={onToggle} disabled={disabled}>
        {copy.toggleAction}
      </button>
    </p>
  );
}
