/**
 * The membership types, their tiers and billing periods, and the one USD
 * price table every surface reads (the plans page, banners, popovers, the reactivation modal).
 * Money is in minor units (cents), branded so that it cannot be mixed up with a plain number.
 */

export type MinorUnits = number & { readonly __brand: 'MinorUnits' };
export const minorUnits = (amount: number): MinorUnits => amount as MinorUnits;

export const MEMBERSHIP_TYPES = ['monthly', 'yearly', 'premium_monthly', 'premium_yearly'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];
export type MembershipTier = 'MEMBER' | 'FRIEND';
export type BillingPeriod = 'monthly' | 'annual';

export const isMembershipType = (value: unknown): value is MembershipType =>
  typeof value === 'string' && (MEMBERSHIP_TYPES as readonly string[]).includes(value);

/** Member tier = monthly and yearly; Friend tier = the two premium types. */
export const tierOf = (type: MembershipType): MembershipTier => (type.startsWith('premium_') ? 'FRIEND' : 'MEMBER');
export const billingPeriodOf = (type: MembershipType): BillingPeriod =>
  type === 'monthly' || type === 'premium_monthly' ? 'monthly' : 'annual';

export const PRICE_CURRENCY = 'USD';

/** The list prices, USD in minor units. */
export const PLAN_PRICES = {
  monthly: minorUnits(500),
  yearly: minorUnits(5000),
  premium_monthly: minorUnits(1500),
  premium_yearly: minorUnits(15000),
  /** What twelve months would cost, struck through beside the yearly prices. */
  premium_yearly_crossout: minorUnits(18000),
  yearly_crossout: minorUnits(6000),
  yearly_saved: minorUnits(1000),
  staff_yearly: minorUnits(100),
  staff_saved: minorUnits(4900),
  fifty_percent_off_yearly: minorUnits(2500),
  fifty_percent_off_yearly_crossout: minorUnits(5000),
  fifty_percent_off_yearly_saved: minorUnits(2500),
} as const satisfies Record<string, MinorUnits>;

/** The list price of a membership type; an unavailable price is an error. */
export function planPrice(type: string): MinorUnits {
  if (!isMembershipType(type)) throw new Error(`No price for the membership type "${type}".`);
  return PLAN_PRICES[type];
}

/** One formatter per currency: making an Intl.NumberFormat costs far more than using one. */
const priceFormats = new Map<string, Intl.NumberFormat | null>();

function priceFormatOf(currency: string): Intl.NumberFormat | null {
  let format = priceFormats.get(currency);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      });
    } catch {
      // Not a currency code Intl knows.
      format = null;
    }
    priceFormats.set(currency, format);
  }
  return format;
}

/**
 * The dollar prices every page shows, written as Intl's en-US currency format writes them, without
 * it: the first Intl.NumberFormat of a page loads the locale's currency data, about 15 ms of one
 * task on a phone, for the banner's one price. Whole minor units only (what prices are).
 */
function formatUsd(amount: number): string | null {
  if (!Number.isSafeInteger(amount)) return null;
  const cents = Math.abs(amount) % 100;
  const dollars = String((Math.abs(amount) - cents) / 100).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = cents ? `.${String(cents).padStart(2, '0').replace(/0$/, '')}` : '';
  return `${amount < 0 ? '-' : ''}$${dollars}${fraction}`;
}

/** Minor units divided by 100, shown with 0 to 2 fraction digits ('$5', '$0.96', '$1.5'). */
export function formatMinorUnits(amount: number, currency: string = PRICE_CURRENCY): string {
  const usd = currency === 'USD' ? formatUsd(amount) : null;
  if (usd !== null) return usd;
  const major = amount / 100;
  return priceFormatOf(currency)?.format(major) ?? `${major} ${currency}`;
}

/** The upsell's price is the yearly amount divided by 52, per week. */
export const weeklyPriceOfYearly = (): MinorUnits => minorUnits(Math.round(PLAN_PRICES.yearly / 52));
