import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { displayNameFromEmail, normalizeEmail, safeRedirect, signInMail, usernameBase } from './sign-in-rules.ts';

const PUBLIC_URL = 'http://localhost:3000';

describe('sign-in rules', () => {
  it('checks emails and keys them in lower case', () => {
    assert.equal(normalizeEmail('  Jane.Doe+news@Example.COM '), 'jane.doe+news@example.com');
    assert.equal(normalizeEmail("o'brien@mail.example.ie"), "o'brien@mail.example.ie");
    for (const bad of [
      '',
      'jane',
      'jane@',
      '@example.com',
      'jane@example',
      'jane@example.c',
      'ja ne@example.com',
      'jane@exa_mple.com',
    ]) {
      assert.equal(normalizeEmail(bad), null, bad);
    }
    assert.equal(normalizeEmail(`${'a'.repeat(250)}@example.com`), null, 'longer than an address can be');
  });

  it('keeps redirects on our own origin', () => {
    assert.equal(safeRedirect('/@writer/story-1?x=1#r', PUBLIC_URL), '/@writer/story-1?x=1#r');
    assert.equal(safeRedirect('http://localhost:3000/me', PUBLIC_URL), '/me');
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'http://localhost:3000//evil.example',
      'http://localhost:4000/other-port',
    ]) {
      assert.equal(safeRedirect(bad, PUBLIC_URL), null, String(bad));
    }
  });

  it('proposes usernames and names from the address', () => {
    assert.equal(usernameBase('Jane.Doe+news@example.com'), 'janedoenews');
    assert.equal(usernameBase('a-very-long-local-part-indeed@example.com'), 'averylonglocalpartin');
    assert.equal(usernameBase('+._@example.com'), 'reader');
    assert.equal(displayNameFromEmail('jane.doe@example.com'), 'Jane Doe');
    assert.equal(displayNameFromEmail('._@example.com'), 'Reader');
  });

  it('writes one sign-in mail with the link and the code', () => {
    const mail = signInMail({
      email: 'a@b.test',
      operation: 'login',
      code: '012345',
      link: 'http://x/m/callback/email?token=t',
    });
    assert.equal(mail.subject, 'Sign in to Inkpot');
    assert.equal(mail.code, '012345');
    assert.ok(mail.text.includes('012345') && mail.text.includes('http://x/m/callback/email?token=t'));
    assert.equal(
      signInMail({ ...mail, email: 'a@b.test', operation: 'register', code: '1', link: 'l' }).subject,
      'Finish creating your Inkpot account',
    );
    const verify = signInMail({ email: 'a@b.test', operation: 'verify', code: '012345', link: 'l' });
    assert.equal(verify.code, undefined, 'a verification mail has no code to type');
  });
});
