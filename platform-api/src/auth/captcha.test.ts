/** Sign-up's bot check: the development token only in development, reCAPTCHA v3 when configured. */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { captchaVerifierFor, DEV_CAPTCHA_TOKEN, recaptchaVerifier } from './captcha.ts';

const settings = {
  PUBLIC_URL: 'https://inkpot.example',
  RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
  RECAPTCHA_MIN_SCORE: 0.5,
};
const site = { secret: 's3cret', minScore: 0.5, hostname: 'inkpot.example' };

describe('captchaVerifierFor', () => {
  it('accepts the development token in development only, and nothing else', async () => {
    const development = captchaVerifierFor({ ...settings, deployed: false });
    assert.equal(await development.verify(DEV_CAPTCHA_TOKEN, 'signup'), true);
    assert.equal(await development.verify('anything-else', 'signup'), false);
    const deployed = captchaVerifierFor({ ...settings, deployed: true });
    assert.equal(await deployed.verify(DEV_CAPTCHA_TOKEN, 'signup'), false);
  });
});

describe('recaptchaVerifier against a stand-in for siteverify', () => {
  let server: Server;
  let verifyUrl: string;
  const asked: URLSearchParams[] = [];
  /** What the stand-in answers for each token. */
  const human = { success: true, action: 'signup', score: 0.9, hostname: 'inkpot.example' };
  const answers: Record<string, unknown> = {
    human,
    'at-threshold': { ...human, score: 0.5 },
    'upper-case-host': { ...human, hostname: 'Inkpot.Example' },
    // Each of these lacks exactly one thing a pass needs.
    refused: { ...human, success: false, 'error-codes': ['invalid-input-response'] },
    'success-as-text': { ...human, success: 'true' },
    'other-action': { ...human, action: 'login' },
    'no-action': { success: true, score: 0.9, hostname: 'inkpot.example' },
    bot: { ...human, score: 0.1 },
    'no-score': { success: true, action: 'signup', hostname: 'inkpot.example' },
    'score-as-text': { ...human, score: '0.9' },
    'other-host': { ...human, hostname: 'phish.example' },
    'sub-host': { ...human, hostname: 'evil.inkpot.example' },
    'no-host': { success: true, action: 'signup', score: 0.9 },
    'not-an-object': null,
  };

  before(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        asked.push(form);
        if (form.get('response') === 'broken') return void res.writeHead(500).end();
        res.writeHead(200, { 'content-type': 'application/json' });
        const token = form.get('response') ?? '';
        res.end(JSON.stringify(token in answers ? answers[token] : { success: false }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes a human token for the same action, with the secret sent along', async () => {
    const verifier = captchaVerifierFor({
      ...settings,
      RECAPTCHA_VERIFY_URL: verifyUrl,
      RECAPTCHA_SECRET: 's3cret',
      deployed: true,
    });
    assert.equal(await verifier.verify('human', 'signup'), true);
    assert.equal(asked.at(-1)?.get('secret'), 's3cret');
  });

  it('passes a score at the threshold, and compares host names without case', async () => {
    const verifier = recaptchaVerifier({ ...site, verifyUrl });
    for (const token of ['at-threshold', 'upper-case-host'])
      assert.equal(await verifier.verify(token, 'signup'), true, token);
  });

  it('fails an answer without success', async () => {
    const verifier = recaptchaVerifier({ ...site, verifyUrl });
    for (const token of ['refused', 'success-as-text'])
      assert.equal(await verifier.verify(token, 'signup'), false, token);
  });

  it('fails an answer for another action, or for none', async () => {
    const verifier = recaptchaVerifier({ ...site, verifyUrl });
    for (const token of ['other-action', 'no-action'])
      assert.equal(await verifier.verify(token, 'signup'), false, token);
  });

  it('fails an answer with a score below the threshold, or with no score at all', async () => {
    const verifier = recaptchaVerifier({ ...site, verifyUrl });
    for (const token of ['bot', 'no-score', 'score-as-text'])
      assert.equal(await verifier.verify(token, 'signup'), false, token);
  });

  it("fails a token solved on another host, or an answer that names none; the site is PUBLIC_URL's host", async () => {
    const verifier = recaptchaVerifier({ ...site, verifyUrl });
    for (const token of ['other-host', 'sub-host', 'no-host'])
      assert.equal(await verifier.verify(token, 'signup'), false, token);
    const elsewhere = captchaVerifierFor({
      ...settings,
      PUBLIC_URL: 'https://reader.example:8443/app',
      RECAPTCHA_VERIFY_URL: verifyUrl,
      RECAPTCHA_SECRET: 's3cret',
      deployed: true,
    });
    assert.equal(await elsewhere.verify('human', 'signup'), false, 'human, but solved on inkpot.example');
  });

  it('fails an error answer, a body that is no object, no token and an unreachable provider', async () => {
    const verifier = recaptchaVerifier({ ...site, verifyUrl });
    for (const token of ['broken', 'not-an-object', DEV_CAPTCHA_TOKEN])
      assert.equal(await verifier.verify(token, 'signup'), false, token);
    assert.equal(await verifier.verify(null, 'signup'), false);
    const unreachable = recaptchaVerifier({ ...site, verifyUrl: 'http://127.0.0.1:9/siteverify' });
    assert.equal(await unreachable.verify('human', 'signup'), false);
  });
});
