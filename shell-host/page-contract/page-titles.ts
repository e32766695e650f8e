import { PRODUCT_NAME } from '@inkpot/shared-contracts/config';

/** Titles of the common pages; `{product}` is the product name. Others are derived from the identifier. */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  home: 'Home',
  'home-lo-legacy': '{product}',
  post: 'Story',
  'user-profile': 'Profile',
  'user-about': 'About',
  'user-followers': 'Followers',
  'user-following': 'Following',
  'publication-profile': 'Publication',
  settings: 'Settings',
  search: 'Search',
  'not-found': 'Page not found',
  'server-error': 'Something went wrong',
  notifications: 'Notifications',
  'new-story': 'Write a story',
  'post-editor': 'Edit story',
  'your-stories': 'Your stories',
  'two-col-your-stories': 'Your stories',
  'writer-outbox': 'Your stories',
  'your-catalogs': 'Your library',
  'two-col-your-catalogs': 'Your library',
  'your-catalog': 'Reading list',
  'two-col-your-catalog': 'Reading list',
  'user-catalog': 'List',
  'user-catalogs': 'Lists',
  'your-reading-history': 'Reading history',
  'two-col-your-reading-history': 'Reading history',
  'customize-reading-history': 'Reading history',
  'your-following-feed': 'Following',
  'customize-following': 'Following',
  'customize-suggestions': 'Who to follow',
  'customize-muted': 'Muted writers and publications',
  'stats-homepage': 'Stats',
  'stats-post': 'Story stats',
  'subscription-stats': 'Audience stats',
  'explore-topics': 'Explore topics',
  'topic-portal': 'Topic',
  'topic-recommended': 'Recommended stories',
  'topic-who-to-follow': 'Who to follow',
  series: 'Top stories',
  plans: 'Membership plans',
  'plans-branding': 'Membership plans',
  'plans-confirmation': 'Welcome to membership',
  'discount-plans': 'Membership plans',
  'manage-membership': 'Manage membership',
  'manage-membership-confirmation': 'Manage membership',
  'cancel-membership': 'Cancel membership',
  'update-payment': 'Update payment method',
  'billing-receipt': 'Receipt',
  'welcome-member': 'Welcome to membership',
  'gift-membership': 'Gift a membership',
  'group-gift-membership': 'Gift memberships to a group',
  'redeem-gift-membership': 'Redeem a gift',
  'landing-about': 'About {product}',
  'landing-membership': 'Membership',
  'landing-b2b': '{product} for teams',
  'landing-gift': 'Gift a membership',
  'landing-write': 'Write on {product}',
  'landing-tk': 'TK',
  'landing-tos': 'Terms of Service',
  'sign-in': 'Sign in',
  'crupdate-password': 'Password',
  onboarding: 'Get started',
  'onboarding-survey': 'Get started',
  'onboarding-plans': 'Get started',
  'topics-onboarding': 'Pick your topics',
  'download-app': 'Get the {product} app',
  'not-available': 'Not available',
  'mastodon-for-members': 'Mastodon for members',
  'partner-program-dashboard': 'Partner Program',
  'partner-program-enroll': 'Join the Partner Program',
  'partner-program-application': 'Apply to the Partner Program',
  'policy-privacy': 'Privacy Policy',
  'policy-rules': 'Rules',
  'policy-terms': 'Terms of Service',
  'the-trump-45': 'The Trump 45',
};

/** Words kept as written when an identifier is turned into a title. */
const WORDS: Readonly<Record<string, string>> = {
  b2b: 'B2B',
  tk: 'TK',
  tos: 'Terms of Service',
  stripe: 'Stripe',
  and: 'and',
  of: 'of',
  to: 'to',
  in: 'in',
};

/** Prefixes that say where a page sits, not what it is. */
const PREFIXES = ['landing-', 'policy-', 'two-col-'];

function humanise(page: string, productName: string): string {
  const prefix = PREFIXES.find((candidate) => page.startsWith(candidate) && page.length > candidate.length);
  const words = (prefix ? page.slice(prefix.length) : page).split('-').filter(Boolean);
  if (words.length === 0) return productName;
  return words
    .map((word, index) => {
      const known = WORDS[word];
      if (known !== undefined && !(index === 0 && known === known.toLowerCase())) return known;
      if (word === productName.toLowerCase()) return productName;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

/**
 * A title for a page identifier: a known title, or the identifier in words
 * ('landing-partner-program' → 'Partner Program').
 */
export function pageTitle(page: string, productName: string = PRODUCT_NAME): string {
  const known = PAGE_TITLES[page];
  return known !== undefined ? known.replaceAll('{product}', productName) : humanise(page, productName);
}
