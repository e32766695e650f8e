import { newsletterControlName, newsletterControlOf, publicationNewsletterControlOf } from './newsletter-control.ts';

describe('newsletterControlOf', () => {
  it('asks a visitor to sign in', () => {
    expect(newsletterControlOf(null, 'w1', false)).toEqual({ action: 'sign-in', label: 'Subscribe' });
  });

  it('offers the writer the subscriber export, whatever the edge says', () => {
    expect(newsletterControlOf('w1', 'w1', false)).toEqual({ action: 'export', label: 'Email me my subscriber list' });
  });

  it('offers a reader Subscribe or Unsubscribe', () => {
    expect(newsletterControlOf('r1', 'w1', false)).toEqual({ action: 'subscribe', label: 'Subscribe' });
    expect(newsletterControlOf('r1', 'w1', true)).toEqual({ action: 'unsubscribe', label: 'Unsubscribe' });
  });

  it("names the writer's newsletter", () => {
    expect(newsletterControlName(newsletterControlOf('r1', 'w1', false), 'Ada')).toBe("Subscribe to Ada's newsletter");
    expect(newsletterControlName(newsletterControlOf('r1', 'w1', true), 'Ada')).toBe(
      "Unsubscribe from Ada's newsletter",
    );
  });
});

describe('publicationNewsletterControlOf', () => {
  it('asks a visitor to sign in, and offers anyone signed in Subscribe or Unsubscribe (no export)', () => {
    expect(publicationNewsletterControlOf(null, false)).toEqual({ action: 'sign-in', label: 'Subscribe' });
    expect(publicationNewsletterControlOf('r1', false)).toEqual({ action: 'subscribe', label: 'Subscribe' });
    expect(publicationNewsletterControlOf('r1', true)).toEqual({ action: 'unsubscribe', label: 'Unsubscribe' });
  });

  it("names the publication's newsletter", () => {
    expect(newsletterControlName(publicationNewsletterControlOf('r1', false), 'The Long Margin')).toBe(
      "Subscribe to The Long Margin's newsletter",
    );
  });
});
