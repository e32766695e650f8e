import { NoncedStyle } from '@inkpot/shared-contracts';
import { dialogsCss } from './dialogs.css.ts';

/** 'count/limit' under a text field; red once the count is above the limit (spec 02 §2.9, §5). */
export function CharacterCounter({ count, limit }: { count: number; limit: number }) {
  const over = count > limit;
  return (
    <span
      className={`ink-counter${over ? ' ink-counter--over' : ''}`}
      data-over={over ? 'true' : 'false'}
      aria-live="polite"
    >
      <NoncedStyle>{dialogsCss}</NoncedStyle>
      {`${count}/${limit}`}
    </span>
  );
}
