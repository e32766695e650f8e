import type { MountProps } from '@inkpot/shared-contracts';

/** 'Reactivate membership': opens this remote's reactivation modal, wherever the button is. */
export function ReactivateButton({ bus }: Pick<MountProps, 'bus'>) {
  return (
    <button type="button" className="ink-mpage__button" onClick={() => bus.publish('membership/reactivate-open', {})}>
      Reactivate membership
    </button>
  );
}
