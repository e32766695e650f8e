import type { SusiCopy } from '../model/susi-copy.ts';

/** 'No account? Create one' / 'Already have an account? Sign in'. */
export function OperationToggle({ copy, onToggle }: { copy: SusiCopy; onToggle: () => void }) {
  return (
    <p className="ink-susi-toggle">
      {copy.toggleQuestion}{' '}
      <button type="button" className="ink-susi-link" onClick={onToggle}>
        {copy.toggleAction}
      </button>
    </p>
  );
}
