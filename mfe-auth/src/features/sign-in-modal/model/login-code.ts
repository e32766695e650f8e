/** A login code is exactly six digits. */
export const LOGIN_CODE_LENGTH = 6;

/** The local check before any call. */
export const LOGIN_CODE_FORMAT_MESSAGE = 'Login code must be 6 digits.';

/** One entry per box: '' or a single digit. */
export type CodeDigits = readonly string[];

export const emptyCode = (): CodeDigits => Array.from({ length: LOGIN_CODE_LENGTH }, () => '');

export const codeValue = (digits: CodeDigits): string => digits.join('');

export const isLoginCode = (code: string): boolean => /^[0-9]{6}$/.test(code);

/** Null when the code may be sent, else the message to show under the boxes. */
export function loginCodeError(code: string): string | null {
  return isLoginCode(code) ? null : LOGIN_CODE_FORMAT_MESSAGE;
}

/** The boxes after an edit, and the box that should have focus next. */
export interface CodeEdit {
  digits: CodeDigits;
  focus: number;
}

const onlyDigits = (text: string) => text.replace(/[^0-9]/g, '');
const last = LOGIN_CODE_LENGTH - 1;

/**
 * Text typed, pasted or autofilled into box `index`. Only digits count; each one
 * fills the next box and focus moves past it. A whole code (six digits or more) fills every box
 * from the first, wherever it was pasted.
 */
export function enterIntoBox(digits: CodeDigits, index: number, text: string): CodeEdit {
  const typed = onlyDigits(text);
  if (typed.length === 0) return { digits, focus: index };
  const start = typed.length >= LOGIN_CODE_LENGTH ? 0 : index;
  const next = [...digits];
  const used = typed.slice(0, LOGIN_CODE_LENGTH - start);
  for (let i = 0; i < used.length; i += 1) next[start + i] = used.charAt(i);
  return { digits: next, focus: Math.min(start + used.length, last) };
}

/** Backspace in box `index`: clears that box, or, when it is empty already, the one before (and goes there). */
export function backspaceInBox(digits: CodeDigits, index: number): CodeEdit {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const previous = Math.max(index - 1, 0);
  next[previous] = '';
  return { digits: next, focus: previous };
}
