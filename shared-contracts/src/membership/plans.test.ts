import { billingPeriodOf, formatMinorUnits, planPrice, PLAN_PRICES, tierOf, weeklyPriceOfYearly } from './plans.ts';

describe('membership price table', () => {
  it.each([
    ['monthly', 500],
    ['yearly', 5000],
    ['premium_monthly', 1500],
    ['premium_yearly', 15000],
  ])('prices %s at %i cents', (type, cents) => expect(planPrice(type)).toBe(cents));

  it('has the crossouts, staff and fifty-percent-off prices', () => {
    expect(PLAN_PRICES).toMatchObject({
      premium_yearly_crossout: 18000,
      yearly_crossout: 6000,
      staff_yearly: 100,
      yearly_saved: 1000,
      staff_saved: 4900,
      fifty_percent_off_yearly: 2500,
      fifty_percent_off_yearly_crossout: 5000,
      fifty_percent_off_yearly_saved: 2500,
    });
  });

  it('throws for an unavailable price', () => expect(() => planPrice('lifetime')).toThrow(/lifetime/));

  it('names tiers and billing periods', () => {
    expect([tierOf('yearly'), tierOf('premium_monthly')]).toEqual(['MEMBER', 'FRIEND']);
    expect([billingPeriodOf('premium_monthly'), billingPeriodOf('yearly')]).toEqual(['monthly', 'annual']);
  });

  it.each([
    [500, '$5'],
    [15000, '$150'],
    [96, '$0.96'],
    [150, '$1.5'],
    [1999, '$19.99'],
  ])('formats %i minor units as %s (0 to 2 fraction digits)', (amount, text) =>
    expect(formatMinorUnits(amount, 'USD')).toBe(text),
  );

  it('writes dollars exactly as Intl en-US does, without it', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 110, 1005, 99999, 100000, 123456789, -1, -150, -100000];
    for (const amount of amounts) expect(formatMinorUnits(amount)).toBe(intl.format(amount / 100));
    expect(formatMinorUnits(12.5)).toBe(intl.format(0.125));
  });

  it('formats CAD with its symbol, and a code Intl does not know as the plain amount and the code, every time', () => {
    expect(formatMinorUnits(500, 'CAD')).toBe('CA$5');
    expect(formatMinorUnits(150, 'not money')).toBe('1.5 not money');
    expect(formatMinorUnits(250, 'not money')).toBe('2.5 not money');
  });

  it('prices the upsell at the yearly amount over 52 weeks', () => expect(weeklyPriceOfYearly()).toBe(96));
});
