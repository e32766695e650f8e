import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
  backspaceInBox,
  enterIntoBox,
  LOGIN_CODE_LENGTH,
  type CodeDigits,
  type CodeEdit,
} from '../model/login-code.ts';

/**
 * Six single-digit boxes. Digits only; typing advances, Backspace goes
 * back, a paste fills the boxes, Enter submits. The rules live in model/login-code.ts.
 */
export function LoginCodeInput({
  digits,
  disabled,
  invalid,
  describedBy,
  onChange,
  onSubmit,
}: {
  digits: CodeDigits;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
  onChange: (digits: CodeDigits) => void;
  onSubmit: () => void;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(null);

  // Focus follows the edit once React has rendered it.
  useEffect(() => {
    if (pendingFocus.current === null) return;
    boxes.current[pendingFocus.current]?.focus();
    pendingFocus.current = null;
  });

  const apply = (edit: CodeEdit) => {
    pendingFocus.current = edit.focus;
    onChange(edit.digits);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceInBox(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < LOGIN_CODE_LENGTH - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    } else if (event.key.length === 1) {
      // Every printable key is ours: a digit fills the box, anything else is refused.
      event.preventDefault();
      apply(enterIntoBox(digits, index, event.key));
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(enterIntoBox(digits, index, event.clipboardData.getData('text')));
  };

  return (
    <div className="ink-susi-code" role="group" aria-label="Login code" aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <input
          // The boxes are positions: index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="ink-susi-code__box"
          aria-label={`Digit ${index + 1} of ${LOGIN_CODE_LENGTH}`}
          aria-invalid={invalid || undefined}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // Room for an autofilled or typed-over code; the rules keep one digit per box.
          maxLength={LOGIN_CODE_LENGTH}
          value={digit}
          disabled={disabled}
          data-autofocus={index === 0 ? true : undefined}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          // Autofill (one-time-code) and input methods that bypass keydown arrive here.
          onChange={(event) => apply(enterIntoBox(digits, index, typedText(event.target.value, digit)))}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}

/** What was added to a box that held `previous`: a whole code as it is, else the value without the old digit. */
function typedText(value: string, previous: string): string {
  if (!previous || value.length >= LOGIN_CODE_LENGTH) return value;
  return value.replace(previous, '');
}
