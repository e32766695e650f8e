/** Sign-up's bot check: the development token only in development, reCAPTCHA v3 when configured. */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { captchaVerifierFor, DEV_CAPTCHA_TOKEN, recaptchaVerifier } from './captcha.ts';

const settings = { RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify', RECAPTCHA_MIN_SCORE: 0.5 };

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
  const answers: Record<string, unknown> = {
    human: { success: true, action: 'signup', score: 0.9 },
    'other-action': { success: true, action: 'login', score: 0.9 },
    bot: { success: true, action: 'signup', score: 0.1 },
    refused: { success: false, 'error-codes': ['invalid-input-response'] },
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
        res.end(JSON.stringify(answers[form.get('response') ?? ''] ?? { success: false }));
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

  it('fails another action, a low score, a refusal, an error answer, no token and an unreachable provider', async () => {
    const verifier = recaptchaVerifier({ secret: 's3cret', verifyUrl, minScore: 0.5 });
    for (const token of ['other-action', 'bot', 'refused', 'broken', DEV_CAPTCHA_TOKEN])
      assert.equal(await verifier.verify(token, 'signup'), false, token);
    assert.equal(await verifier.verify(null, 'signup'), false);
    const unreachable = recaptchaVerifier({
      secret: 's3cret',
      verifyUrl: 'http://127.0.0.1:9/siteverify',
      minScore: 0.5,
    });
    assert.equal(await unreachable.verify('human', 'signup'), false);
  });
});
