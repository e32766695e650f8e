import type { SusiEvent } from '../model/susi-machine.ts';

/** The unrecognized address, with the way back and the way to sign up. */
export function UnrecognizedEmailStep({ dispatch }: { dispatch: (event: SusiEvent) => void }) {
  return (
    <>
      <p className="ink-susi-text">Would you like to sign in with a different email?</p>
      <div className="ink-susi-methods">
        <button
          type="button"
          className="ink-susi-method"
          data-autofocus
          onClick={() => dispatch({ type: 'showOptions' })}
        >
          See all sign-in options
        </button>
        <button type="button" className="ink-susi-method" onClick={() => dispatch({ type: 'createAccount' })}>
          Create a new account
        </button>
      </div>
    </>
  );
}
