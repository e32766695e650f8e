import { backspaceInBox, codeValue, emptyCode, enterIntoBox, loginCodeError } from './login-code.ts';

const code = (text: string) => [...text.padEnd(6, ' ')].map((c) => (c === ' ' ? '' : c));

describe('login code boxes', () => {
  it('puts a typed digit in its box and moves on to the next', () => {
    expect(enterIntoBox(emptyCode(), 0, '4')).toEqual({ digits: code('4'), focus: 1 });
    expect(enterIntoBox(code('12'), 2, '3')).toEqual({ digits: code('123'), focus: 3 });
  });

  it('keeps focus on the last box once it is filled', () => {
    expect(enterIntoBox(code('12345'), 5, '6')).toEqual({ digits: code('123456'), focus: 5 });
  });

  it('accepts digits only', () => {
    expect(enterIntoBox(code('1'), 1, 'a')).toEqual({ digits: code('1'), focus: 1 });
    expect(enterIntoBox(code('1'), 1, ' ')).toEqual({ digits: code('1'), focus: 1 });
    expect(enterIntoBox(code('1'), 1, '٣')).toEqual({ digits: code('1'), focus: 1 });
  });

  it('fills the following boxes from a paste of several digits', () => {
    expect(enterIntoBox(emptyCode(), 1, '23')).toEqual({ digits: ['', '2', '3', '', '', ''], focus: 3 });
    expect(enterIntoBox(emptyCode(), 3, '7890')).toEqual({ digits: ['', '', '', '7', '8', '9'], focus: 5 });
  });

  it('fills all the boxes from a pasted whole code, wherever it lands, ignoring spaces and dashes', () => {
    expect(enterIntoBox(emptyCode(), 4, '123-456')).toEqual({ digits: code('123456'), focus: 5 });
    expect(codeValue(enterIntoBox(code('999'), 2, ' 012345 ').digits)).toBe('012345');
  });

  it('Backspace clears the box, or goes back and clears the one before when empty', () => {
    expect(backspaceInBox(code('123'), 2)).toEqual({ digits: code('12'), focus: 2 });
    expect(backspaceInBox(code('12'), 2)).toEqual({ digits: code('1'), focus: 1 });
    expect(backspaceInBox(emptyCode(), 0)).toEqual({ digits: emptyCode(), focus: 0 });
  });

  it.each([
    ['123456', null],
    ['000000', null],
    ['12345', 'Login code must be 6 digits.'],
    ['1234567', 'Login code must be 6 digits.'],
    ['12a456', 'Login code must be 6 digits.'],
    ['', 'Login code must be 6 digits.'],
  ])('checks %j locally: %s', (value, error) => {
    expect(loginCodeError(value)).toBe(error);
  });
});
