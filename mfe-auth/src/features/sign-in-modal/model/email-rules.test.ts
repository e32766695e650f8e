import { isValidEmail, suggestsGoogle, trimEmail } from './email-rules.ts';

describe('email rules', () => {
  it.each(['ada@example.com', 'Jane.Doe+news@Example.COM', "o'brien@mail.example.ie", 'a_b%c@x.io'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada@example.c', 'a da@example.com', 'ada@exa_mple.com'])(
    'refuses %j',
    (email) => expect(isValidEmail(email)).toBe(false),
  );

  it('trims the field on every change', () => {
    expect(trimEmail('  ada@example.com \n')).toBe('ada@example.com');
  });

  it.each([
    ['ada@gmail.com', true],
    ['ada@gm', true],
    ['ada@GOOGLEMAIL.com', true],
    ['ada@goo', true],
    ['ada@example.com', false],
    ['gmail@example.com', false],
    ['ada@g', false],
  ])('offers the Google shortcut for %s: %s', (email, offered) => {
    expect(suggestsGoogle(email)).toBe(offered);
  });
});
