import { PRODUCT_NAME } from '../config/shell-config.ts';

/**
 * Every route of the product as data. Paths the product leaves unsaid (social connect paths, callback
 * providers, automation-partner paths, static files) are defined here and listed in the README.
 */

export type Layout = 'basic' | 'publication' | 'top-nav' | 'two-column' | 'wordmark';
export type Service = 'lite' | 'auth';

/** A page used instead of the route's own when a feature flag is on. */
export interface FlagVariant {
  flag: string;
  page: string;
}

/** Where a redirect route sends the reader: another route (same parameters) or a configured host. */
export type RedirectTarget = { route: string } | { host: 'help' };

export interface RouteDefinition<N extends string = string> {
  name: N;
  path: string;
  group: RouteGroup;
  /** Application page identifier; `{param}` in it is filled from the route's parameters. None: served by the edge or API. */
  page?: string;
  layout?: Layout;
  service: Service;
  variants?: readonly FlagVariant[];
  redirectTo?: RedirectTarget;
}

export type RouteGroup =
  | 'general'
  | 'plans'
  | 'posts'
  | 'search'
  | 'personal'
  | 'partner'
  | 'onboarding'
  | 'profiles'
  | 'publications'
  | 'topics'
  | 'newsletters'
  | 'account'
  | 'feeds'
  | 'other';

/** Page identifier → layout. */
const LAYOUT_PAGES: Record<Layout, readonly string[]> = {
  basic: [
    'billing-receipt',
    'embed-catalog',
    'embed-form',
    'home-lo-legacy',
    'internal-status',
    'landing-about',
    'landing-b2b',
    'landing-choose',
    'landing-gift',
    'landing-membership',
    'landing-partner-program',
    'landing-tk',
    'landing-verified-authors',
    'landing-write',
    'legacy-topic-redirect',
    'mastodon-callback',
    'mastodon-for-members',
    'mobile-web-editor-redirect',
    'partner-program-application',
    'partner-program-payout-settings',
    'partner-program-stripe-finish',
    'partner-program-stripe-reconnect',
    'partner-program-stripe-reconnect-success',
    'partner-program-unenroll',
    'post-decline',
    'post-publish',
    'post-submit',
    'publication-design-editor',
    'redeem-gift-membership',
    'sign-in',
    'user-design-editor',
  ],
  'top-nav': [
    'cancel-membership',
    'collections-library',
    'explore-topics',
    'import-mailing-list',
    'notification-unsubscribe',
    'partner-program-dashboard',
    'post-settings',
    'publication-custom-domain-settings',
    'publication-digest-stats',
    'series',
    'settings-custom-domain',
    'stats-homepage',
    'stats-post',
    'subscription-stats',
    'tag-{product}',
    'the-trump-45',
    'ticks',
    'topic-portal',
    'topic-recommended',
    'topic-who-to-follow',
    'tribute',
    'update-payment',
    'user-catalog',
    'writer-outbox',
    'writer-subscription-promotion',
    'your-catalog',
    'your-followed-catalogs',
    'your-following-feed',
    'your-reading-history',
    'post',
    'your-catalogs',
    'your-stories',
  ],
  'two-column': [
    'customize-following',
    'customize-muted',
    'customize-reading-history',
    'customize-suggestions',
    'global-unsubscribe-newsletters',
    'search',
    'settings',
    'two-col-your-catalog',
    'two-col-your-catalogs',
    'two-col-your-followed-catalogs',
    'two-col-your-reading-history',
    'two-col-your-stories',
    'user-about',
    'user-books',
    'user-catalogs',
    'user-followers',
    'user-following',
    'home',
    'notifications',
    'user-profile',
  ],
  wordmark: [
    'crupdate-password',
    'discount-plans',
    'download-app',
    'gift-membership',
    'group-gift-membership',
    'manage-membership',
    'manage-membership-confirmation',
    'not-available',
    'onboarding-plans',
    'onboarding-survey',
    'plans',
    'plans-branding',
    'plans-confirmation',
    'share-success',
    'topics-onboarding',
    'unrecognized-account',
    'welcome-member',
  ],
  publication: [
    'publication-about',
    'publication-content',
    'publication-editor-inbox',
    'editor-inbox',
    'publication-followers',
    'publication-manage-featured-stories',
    'publication-newsletter-landing',
    'publication-newsletter-settings',
    'publication-stats',
    'publication-submission-settings',
    'publication-subpage',
    'publication-profile',
    'publication-{product}',
    'publication-latest',
    'publication-tagged',
    'publication-trending',
  ],
};

/**
 * `{product}` in the product's paths and page identifiers is the product's name:
 * the publication archive is `/{collectionSlug}/inkpot/{year}` with the page `publication-inkpot`.
 */
const PRODUCT_SEGMENT = PRODUCT_NAME.toLowerCase();
const withProduct = (text: string) => text.replaceAll('{product}', PRODUCT_SEGMENT);

export const PAGE_LAYOUTS: ReadonlyMap<string, Layout> = new Map(
  (Object.entries(LAYOUT_PAGES) as [Layout, readonly string[]][]).flatMap(([layout, pages]) =>
    pages.map((page) => [withProduct(page), layout] as const),
  ),
);

type Extra = Partial<Pick<RouteDefinition, 'variants' | 'redirectTo' | 'layout' | 'service'>>;
type Entry<N extends string> = readonly [name: N, path: string, page?: string | null, extra?: Extra];

/** A group of routes sharing a default layout (for pages LAYOUT_PAGES does not list) and service. */
function group<const N extends string>(
  name: RouteGroup,
  defaults: { layout?: Layout; service?: Service },
  entries: readonly Entry<N>[],
): RouteDefinition<N>[] {
  return entries.map(([routeName, template, pageTemplate, extra = {}]) => {
    const path = withProduct(template);
    const page = pageTemplate && withProduct(pageTemplate);
    const route: RouteDefinition<N> = { name: routeName, path, group: name, service: defaults.service ?? 'lite' };
    if (page) {
      route.page = page;
      const layout = extra.layout ?? PAGE_LAYOUTS.get(page) ?? defaults.layout;
      if (layout) route.layout = layout;
    }
    if (extra.service) route.service = extra.service;
    if (extra.variants) route.variants = extra.variants;
    if (extra.redirectTo) route.redirectTo = extra.redirectTo;
    return route;
  });
}

const SUBMISSIONS_V2: readonly FlagVariant[] = [{ flag: 'enable_submissions_v2', page: 'writer-outbox' }];

export const ROUTE_TABLE = [
  ...group('general', { layout: 'basic' }, [
    ['home', '/', 'home'],
    ['about', '/about', 'landing-about'],
    ['membership', '/membership', 'landing-membership'],
    ['creators', '/creators', 'landing-creators'],
    ['creatorTools', '/creator-tools', 'landing-creator-tools'],
    ['earn', '/earn', 'landing-earn'],
    ['gift', '/gift', 'landing-gift'],
    ['business', '/business', 'landing-b2b'],
    ['verifiedAuthors', '/verified-authors', 'landing-verified-authors'],
    ['partnerProgram', '/partner-program', 'landing-partner-program'],
    ['write', '/write', 'landing-write'],
    ['choose', '/choose', 'landing-choose'],
    ['tk', '/tk', 'landing-tk'],
    ['jobs', '/jobs', 'landing-jobs'],
    ['termsOfService', '/m/tos', 'landing-tos'],
    ['notAvailable', '/not-available', 'not-available'],
    ['suspended', '/suspended', 'suspended'],
    ['downloadApp', '/download-app', 'download-app'],
    ['mobileApp', '/m/app', 'download-app'],
    ['goodbye', '/m/goodbye', 'goodbye'],
    ['help', '/help', null, { redirectTo: { host: 'help' } }],
    ['ticks', '/l/ticks', 'ticks'],
    ['theTrump45', '/l/the-trump-45', 'the-trump-45'],
    ['tribute', '/l/tribute', 'tribute'],
    // Footer pages that the shell slice already links to.
    ['careers', '/careers', 'landing-careers'],
    ['press', '/press', 'landing-press'],
    ['blog', '/blog', 'landing-blog'],
    ['privacy', '/policy/privacy', 'policy-privacy'],
    ['rules', '/rules', 'policy-rules'],
    ['terms', '/policy/terms', 'policy-terms'],
    ['textToSpeech', '/text-to-speech', 'landing-text-to-speech'],
    ['status', '/status', 'status'],
  ]),
  ...group('plans', { layout: 'wordmark' }, [
    ['plans', '/plans', 'plans'],
    ['plansConfirmation', '/plans/confirmation/{membershipType}', 'plans-confirmation'],
    ['discount', '/discount', 'discount-plans'],
    ['upgrade', '/upgrade', 'plans'],
    ['payment', '/payment', 'plans'],
    ['giftCheckout', '/gift-checkout', 'gift-membership'],
    ['giftPlans', '/gift-plans', 'gift-membership'],
    ['groupGift', '/group-gift', 'group-gift-membership'],
    ['redeem', '/redeem', 'redeem-gift-membership'],
    ['redeemGift', '/redeem-gift', 'redeem-gift-membership'],
    ['welcomeMember', '/welcome-member', 'welcome-member'],
    ['manageMembership', '/manage-membership', 'manage-membership'],
    [
      'manageMembershipConfirmation',
      '/manage-membership/confirmation/{membershipType}',
      'manage-membership-confirmation',
    ],
    ['cancelMembership', '/me/membership/cancel', 'cancel-membership'],
    ['updatePayment', '/me/settings/payment/update', 'update-payment'],
    ['billingReceipt', '/me/billing-history/receipt/{chargeId}', 'billing-receipt'],
  ]),
  ...group('posts', { layout: 'top-nav' }, [
    ['newStory', '/new-story', 'new-story'],
    ['newStoryRepost', '/new-story/repost/{repostId}', 'new-story'],
    ['newPost', '/p/new-post', 'new-story'],
    ['importPost', '/p/import', 'import-story'],
    ['importStory', '/p/import-story', 'import-story'],
    ['post', '/p/{postId}', 'post'],
    ['postResponses', '/p/{postId}/responses', 'post-responses'],
    ['postResponsesShow', '/p/{postId}/responses/show', 'post-responses'],
    ['postResponseNew', '/p/{inResponseToPostId}/responses/new', 'new-story'],
    ['postEdit', '/p/{postId}/edit', 'post-editor'],
    ['postRevert', '/p/{postId}/revert/{versionId}/{baseRev}', 'post-editor'],
    ['postQuotes', '/p/{postId}/quotes', 'post-quotes'],
    ['postQuote', '/p/{postId}/quotes/{quoteId}', 'post-quotes'],
    ['postDeltas', '/p/{postId}/deltas', 'post-deltas'],
    ['postNotes', '/p/{postId}/notes', 'post-notes'],
    ['postNote', '/p/{postId}/notes/{noteId}', 'post-notes'],
    ['postSubmission', '/p/{postId}/submission', 'post-submit'],
    ['postPublish', '/p/{postId}/publish', 'post-publish'],
    ['postDecline', '/p/{postId}/decline', 'post-decline'],
    ['postInfo', '/p/{postId}/info', 'post-info'],
    ['postInfoFiltered', '/p/{postId}/info/{order}/{filter}', 'post-info'],
    ['postShare', '/p/{postId}/share/{channel}', 'post-share'],
    ['postSettings', '/p/{postId}/settings', 'post-settings'],
    ['postUpvotes', '/p/{postId}/upvotes', 'post-upvotes'],
    ['postReferrers', '/p/{postId}/referrers', 'post-referrers'],
    ['postState', '/p/{postId}/state'],
    ['postStateRead', '/p/{postId}/state/read'],
    ['postFeatureRequest', '/p/{postId}/feature-request/{token}', 'post-feature-request'],
    ['userPost', '/@{username}/{postId}', 'post'],
    ['userPostEdit', '/@{username}/{postId}/edit', 'post-editor'],
    ['collectionPost', '/{collectionSlug}/{postId}', 'post'],
    ['collectionPostEdit', '/{collectionSlug}/{postId}/edit', 'post-editor'],
    ['mobileWrite', '/m-write', 'mobile-web-editor-redirect'],
    ['mobileWritePost', '/m-write/{postId}', 'mobile-web-editor-redirect'],
    ['saveProxies', '/posts/proxies/save'],
  ]),
  ...group('search', { layout: 'two-column' }, [
    ['search', '/search', 'search'],
    ['searchUsers', '/search/users', 'search'],
    ['searchPublications', '/search/publications', 'search'],
    ['searchTags', '/search/tags', 'search'],
    ['searchPosts', '/search/posts', 'search'],
    ['searchLists', '/search/lists', 'search'],
    ['collectionSearch', '/{collectionSlug}/search', 'search'],
    ['collectionSearchCategory', '/{collectionSlug}/search/{category}', 'search'],
  ]),
  ...group('personal', { layout: 'top-nav' }, [
    ['yourStories', '/me/stories', 'your-stories', { variants: SUBMISSIONS_V2 }],
    ['yourStoriesFiltered', '/me/stories/{filterBy}', 'your-stories', { variants: SUBMISSIONS_V2 }],
    ['yourSeries', '/me/series', 'your-series'],
    ['userDesign', '/me/design', 'user-design-editor'],
    ['userStyles', '/me/styles', 'user-design-editor'],
    ['customDomainSettings', '/me/custom-domain', 'settings-custom-domain'],
    ['settings', '/me/settings', 'settings'],
    ['settingsSection', '/me/settings/{setting}', 'settings'],
    ['mutedSettings', '/me/settings/mute', 'customize-muted'],
    ['mutedSettingsTab', '/me/settings/mute/{activeTab}', 'customize-muted'],
    ['following', '/me/following', 'customize-following'],
    ['followingSuggestions', '/me/following/suggestions', 'customize-suggestions'],
    ['followingTopics', '/me/following/topics', 'customize-following'],
    ['followingEntity', '/me/following/{entityName}', 'customize-following'],
    ['followingFeed', '/me/following-feed/{entityName}', 'your-following-feed'],
    ['followingFeedEntity', '/me/following-feed/{entityName}/{entityId}', 'your-following-feed'],
    ['yourLists', '/me/lists', 'your-catalogs'],
    ['savedList', '/me/lists/saved', 'your-catalog'],
    ['readingHistoryList', '/me/lists/reading-history', 'your-reading-history'],
    ['yourList', '/me/list/{catalogSlugId}', 'your-catalog'],
    ['readingHistory', '/me/readinghistory', 'customize-reading-history'],
    ['activity', '/me/activity', 'notifications'],
    ['notifications', '/me/notifications', 'notifications'],
    ['stats', '/me/stats', 'stats-homepage'],
    ['statsPost', '/me/stats/post/{postId}', 'stats-post'],
    ['statsPostRange', '/me/stats/{postId}/{startTimeMs}/{endTimeMs}', 'stats-post'],
    ['audience', '/me/audience', 'subscription-stats'],
    ['audienceDetails', '/me/audience/{details}', 'subscription-stats'],
    ['importSubscribers', '/me/audience/import', 'import-mailing-list'],
    ['applications', '/me/applications', 'applications'],
    ['newApplication', '/me/applications/new', 'applications'],
    ['application', '/me/applications/{oauthApplicationId}', 'applications'],
    ['emailSettings', '/me/email-settings/{userId}/{hash}', 'notification-unsubscribe'],
    ['unsubscribe', '/me/email-settings/{userId}/{hash}/unsubscribe', 'notification-unsubscribe'],
    ['unsubscribeNewsletters', '/me/unsubscribe-newsletters/{userId}/{hash}', 'global-unsubscribe-newsletters'],
    ['exportDownload', '/me/export/{exportId}', 'export'],
    ['sendVerify', '/me/send-verify', 'send-verify'],
    ['meAbout', '/me/about', 'user-about'],
    ['missionControl', '/me/missioncontrol', 'mission-control'],
  ]),
  ...group('partner', { layout: 'top-nav' }, [
    ['partnerEnroll', '/me/partner/enroll', 'partner-program-enroll'],
    ['partnerEnrollStep', '/me/partner/enroll/{step}', 'partner-program-enroll'],
    ['partnerUnenroll', '/me/partner/unenroll', 'partner-program-unenroll'],
    ['partnerDashboard', '/me/partner/dashboard', 'partner-program-dashboard'],
    ['partnerDashboardTab', '/me/partner/dashboard/{tab}', 'partner-program-dashboard'],
    ['partnerTaxes', '/me/partner/taxes', 'partner-program-taxes'],
    ['mPartnerProgram', '/m/partner-program', 'landing-partner-program'],
    ['partnerProgramApplication', '/partner-program-application', 'partner-program-application'],
    ['partnerStripeFinish', '/partner-program/stripe/finish', 'partner-program-stripe-finish'],
    ['partnerStripeReconnect', '/partner-program/stripe/reconnect', 'partner-program-stripe-reconnect'],
    [
      'partnerStripeReconnectSuccess',
      '/partner-program/stripe/reconnect/success',
      'partner-program-stripe-reconnect-success',
    ],
    ['partnerPayout', '/partner-program/payout/{step}', 'partner-program-payout-settings'],
    ['payoutSetup', '/me/settings/payout/setup', null, { redirectTo: { route: 'partnerEnroll' } }],
    ['payoutFinish', '/me/settings/payout/finish', null, { redirectTo: { route: 'partnerStripeFinish' } }],
    ['payoutDashboard', '/me/settings/payout/dashboard', null, { redirectTo: { route: 'partnerDashboard' } }],
  ]),
  ...group('onboarding', { layout: 'wordmark' }, [
    ['getStarted', '/get-started', 'onboarding'],
    ['getStartedSurvey', '/get-started/survey', 'onboarding-survey'],
    ['getStartedTopics', '/get-started/topics', 'topics-onboarding'],
    ['getStartedPlans', '/get-started/plans', 'onboarding-plans'],
    ['welcome', '/welcome', 'onboarding'],
  ]),
  ...group('profiles', { layout: 'two-column' }, [
    ['userProfile', '/@{username}', 'user-profile'],
    ['userLatest', '/@{username}/latest', 'user-profile'],
    ['userHasRecommended', '/@{username}/has-recommended', 'user-profile'],
    ['userHighlights', '/@{username}/highlights', 'user-profile'],
    ['userSeries', '/@{username}/series', 'user-profile'],
    ['userFollowers', '/@{username}/followers', 'user-followers'],
    ['userFollowing', '/@{username}/following', 'user-following'],
    ['userAbout', '/@{username}/about', 'user-about'],
    ['userBooks', '/@{username}/books', 'user-books'],
    ['userLists', '/@{username}/lists', 'user-catalogs'],
    ['userList', '/@{username}/list/{catalogSlugId}', 'user-catalog'],
    ['userListShare', '/@{username}/list/{catalogSlugId}/share/{channel}', 'user-catalog'],
    ['userAwards', '/@{username}/awards/{kind}', 'user-profile'],
    ['userResponses', '/@{username}/responses', 'user-profile'],
    ['userStats', '/@{username}/stats', 'stats-homepage'],
    ['userStatsPost', '/@{username}/stats/post/{postId}', 'stats-post'],
    ['userAudience', '/@{username}/audience', 'subscription-stats'],
    ['userAudienceDetails', '/@{username}/audience/{details}', 'subscription-stats'],
    ['userPartnerDashboard', '/@{username}/partner/dashboard', 'partner-program-dashboard'],
    ['userSubscribe', '/@{username}/subscribe', 'writer-subscription-promotion'],
    ['userFollow', '/@{username}/follow', 'user-profile'],
    ['userEdit', '/@{username}/edit', 'user-profile'],
    ['userFeed', '/@{username}/feed', 'user-profile'],
    ['userFollowList', '/@{username}/follow-list', 'user-following'],
    ['userPublications', '/@{username}/publications', 'user-profile'],
    ['userRecommended', '/@{username}/recommended', 'user-profile'],
    ['userById', '/u/{userId}', 'user-profile'],
    ['me', '/me', 'user-profile'],
    ['subscribeToUser', '/subscribe/@{username}', 'writer-subscription-promotion'],
    ['embedList', '/embed/list/{catalogSlugId}', 'embed-catalog'],
  ]),
  ...group('publications', { layout: 'publication' }, [
    ['collection', '/{collectionSlug}', 'publication-profile'],
    ['collectionAbout', '/{collectionSlug}/about', 'publication-about'],
    ['collectionLatest', '/{collectionSlug}/latest', 'publication-latest'],
    ['collectionTrending', '/{collectionSlug}/trending', 'publication-trending'],
    ['collectionArchiveYear', '/{collectionSlug}/{product}/{year}', 'publication-{product}'],
    ['collectionArchiveMonth', '/{collectionSlug}/{product}/{year}/{month}', 'publication-{product}'],
    ['collectionArchiveDay', '/{collectionSlug}/{product}/{year}/{month}/{day}', 'publication-{product}'],
    ['collectionAll', '/{collectionSlug}/all', 'publication-content'],
    ['collectionAllPage', '/{collectionSlug}/all/{page}', 'publication-content'],
    ['collectionFeatured', '/{collectionSlug}/featured', 'publication-content'],
    ['collectionTagged', '/{collectionSlug}/tagged/{tagSlug}', 'publication-tagged'],
    ['collectionFeatureTagged', '/{collectionSlug}/{featureSlug}/tagged/{tagSlug}', 'publication-tagged'],
    ['collectionFollowers', '/{collectionSlug}/followers', 'publication-followers'],
    ['collectionSubpage', '/{collectionSlug}/subpage/{subpageSlug}', 'publication-subpage'],
    ['collectionTopicHome', '/{collectionSlug}/{topicSlug}/home', 'publication-content'],
    ['collectionStats', '/{collectionSlug}/stats', 'publication-stats'],
    ['collectionStatsOverview', '/{collectionSlug}/stats/overview', 'publication-stats'],
    ['collectionStatsStories', '/{collectionSlug}/stats/stories', 'publication-stats'],
    ['collectionDigestStats', '/{collectionSlug}/stats/publication-digests', 'publication-digest-stats'],
    ['collectionInbox', '/{collectionSlug}/manage/inbox', 'publication-editor-inbox'],
    [
      'collectionSubmissionSettings',
      '/{collectionSlug}/manage/submissions/settings',
      'publication-submission-settings',
    ],
    ['collectionManageFeatured', '/{collectionSlug}/manage/stories/featured', 'publication-manage-featured-stories'],
    ['collectionStories', '/{collectionSlug}/stories', 'publication-content'],
    ['collectionStoriesFiltered', '/{collectionSlug}/stories/{filterBy}', 'publication-content'],
    ['collectionDesign', '/{collectionSlug}/design', 'publication-design-editor'],
    ['collectionStyles', '/{collectionSlug}/styles', 'publication-design-editor'],
    ['collectionEdit', '/{collectionSlug}/edit', 'publication-settings'],
    ['collectionPermissions', '/{collectionSlug}/permissions', 'publication-settings'],
    ['collectionSubmissions', '/{collectionSlug}/submissions', 'publication-editor-inbox'],
    ['collectionLoadMore', '/{collectionSlug}/load-more'],
    ['collectionFeaturePost', '/{collectionSlug}/{postId}/featured', 'publication-manage-featured-stories'],
    ['collectionSettings', '/{collectionSlug}/settings', 'publication-settings'],
    ['collectionSettingsAbout', '/{collectionSlug}/settings/about', 'publication-settings'],
    ['collectionCustomDomain', '/{collectionSlug}/settings/custom-domain', 'publication-custom-domain-settings'],
    ['collectionSettingsNavigation', '/{collectionSlug}/settings/navigation', 'publication-settings'],
    ['collectionSettingsFollowers', '/{collectionSlug}/settings/followers', 'publication-settings'],
    ['collectionNewFeaturePage', '/{collectionSlug}/settings/feature-pages/new', 'publication-settings'],
    ['collectionEditFeaturePage', '/{collectionSlug}/settings/feature-pages/{topicSlug}/edit', 'publication-settings'],
    ['collectionNewSubpage', '/{collectionSlug}/settings/subpages/new', 'publication-settings'],
    ['collectionEditSubpage', '/{collectionSlug}/settings/subpages/{subpageSlug}/edit', 'publication-settings'],
    ['collectionNewStory', '/{collectionSlug}/new-story', 'new-story', { layout: 'top-nav' }],
    ['collectionNewNewsletter', '/{collectionSlug}/new-newsletter', 'publication-newsletter-settings'],
    ['collectionNewsletter', '/{collectionSlug}/newsletters/{newsletterSlug}', 'publication-newsletter-landing'],
    [
      'collectionNewsletterSettings',
      '/{collectionSlug}/newsletters/{newsletterSlug}/settings',
      'publication-newsletter-settings',
    ],
    ['collectionNewsletterStats', '/{collectionSlug}/newsletters/{newsletterSlug}/stats', 'publication-stats'],
    [
      'collectionNewsletterNewEmail',
      '/{collectionSlug}/newsletters/{newsletterSlug}/new-email',
      'newsletter-new-email',
    ],
    ['collectionNewsletterPromotion', '/{collectionSlug}/newsletter', 'publication-newsletter-landing'],
    ['collectionUser', '/{collectionSlug}/@{username}', 'user-profile'],
    ['collectionUserFollowers', '/{collectionSlug}/@{username}/followers', 'user-followers'],
    ['collectionUserFollowing', '/{collectionSlug}/@{username}/following', 'user-following'],
    ['newPublication', '/new-publication', 'new-publication', { layout: 'wordmark' }],
    ['collectionById', '/c/{collectionId}', 'publication-profile'],
  ]),
  ...group('topics', { layout: 'top-nav' }, [
    ['tagPosts', '/tag/{tagSlug}', 'topic-portal'],
    ['tagLatest', '/tag/{tagSlug}/latest', 'topic-portal'],
    ['tagRecommended', '/tag/{tagSlug}/recommended', 'topic-recommended'],
    ['tagWhoToFollow', '/tag/{tagSlug}/who-to-follow', 'topic-who-to-follow'],
    ['topTagPosts', '/tag/{tagSlug}/top/{timePeriod}', null, { redirectTo: { route: 'tagPosts' } }],
    ['tagTopWriters', '/tag/{tagSlug}/top-writers', 'topic-portal'],
    ['tagArchive', '/tag/{tagSlug}/{product}/{year}/{month}/{day}', 'tag-{product}'],
    ['exploreTopics', '/explore-topics', 'explore-topics'],
    ['topic', '/topic/{topicSlug}', 'legacy-topic-redirect'],
    ['topicEdit', '/topic/{topicSlug}/edit', 'topic-editor'],
    ['topicAddPosts', '/topic/{topicSlug}/add-posts', 'topic-editor'],
    ['topics', '/topics', 'explore-topics'],
    ['topStories', '/top-stories', 'series'],
    ['topStoriesDay', '/top-stories/{monthDayYearSlug}', 'series'],
    ['browseTop', '/browse/top', 'series'],
    ['browseTopDay', '/browse/top/{monthDayYearSlug}', 'series'],
    ['catalog', '/collections/{catalogSlug}', 'collections-library'],
    ['catalogs', '/collections', 'collections-library'],
    ['series', '/series/{postId}', 'series'],
    ['sequence', '/s/{sequenceSlug}', 'series'],
    ['sequencePost', '/s/{sequenceSlug}/{postId}', 'post'],
    ['sequenceShare', '/s/{sequenceSlug}/share/{channel}', 'series'],
    ['sequenceEdit', '/s/{sequenceSlug}/edit', 'series'],
    ['newSequence', '/s/new', 'series'],
    ['awards', '/awards/{type}', 'awards'],
    ['signedInTagSubscriptions', '/signedin/subscriptions/tag/{tagSlug}'],
  ]),
  ...group('newsletters', { layout: 'top-nav' }, [
    ['newsletterNewEmail', '/newsletters/{newsletterV3Id}/new-email', 'newsletter-new-email'],
    ['newsletterStats', '/newsletters/{newsletterV3Id}/stats', 'subscription-stats'],
    ['newsletterExport', '/export/newsletters/{newsletterV3Id}'],
    ['newsletterPostsApi', '/_api/newsletters/{newsletterV3Id}/posts'],
    ['subscribersExport', '/@{username}/subscribers/export'],
  ]),
  ...group('account', { layout: 'basic', service: 'auth' }, [
    ['signIn', '/m/signin', 'sign-in'],
    ['signUp', '/m/signup', 'sign-in'],
    ['globalIdentity', '/m/global-identity', 'sign-in'],
    ['globalIdentity2', '/m/global-identity-2', 'sign-in'],
    ['globalIdentity3', '/m/global-identity-3', 'sign-in'],
    ['connectGoogle', '/m/connect/google'],
    ['connectFacebook', '/m/connect/facebook'],
    ['startAppleAuth', '/m/start-auth/apple'],
    ['token', '/m/token'],
    ['loginRedirect', '/m/login-redirect'],
    ['callbackAuthenticate', '/m/callback/authenticate'],
    ['callbackMastodon', '/m/callback/mastodon', 'mastodon-callback'],
    ['callbackTwitter', '/m/callback/twitter'],
    ['callbackTwitterV2', '/m/callback/twitter/v2'],
    ['callbackFacebook', '/m/callback/facebook'],
    ['callbackApple', '/m/callback/apple'],
    ['callbackEmail', '/m/callback/email'],
    ['callbackDomainRegistrar', '/m/callback/domain-registrar'],
    ['authenticateTwitter', '/m/account/authenticate-twitter'],
    ['accountConfirm', '/m/account/confirm/{confirmationKey}'],
    ['signOut', '/m/signout/{xsrf}'],
    ['appLogin', '/m/app-login/{token}'],
    ['password', '/password', 'crupdate-password'],
    ['unrecognizedAccount', '/unrecognized-account', 'unrecognized-account'],
    ['oauthAuthorize', '/m/oauth/authorize', 'oauth-authorize'],
    ['mastodon', '/mastodon', 'mastodon-for-members'],
    ['form', '/m/form/{formId}', 'embed-form'],
    ['shareSuccess', '/m/share/success', 'share-success'],
  ]),
  ...group('feeds', {}, [
    ['feedLatest', '/feed/latest'],
    ['collectionFeed', '/feed/{collectionSlug}'],
    ['userRssFeed', '/feed/@{username}'],
    ['tagFeed', '/feed/tag/{tagSlug}'],
    ['catalogFeed', '/feed/collections/{catalogSlug}'],
    ['topicFeed', '/feed/topic/{topicSlug}'],
    ['partnerFeed', '/feed/{kind}/{topicSlug}'],
    ['collectionNewsFeed', '/feed/{collectionSlug}/news'],
    ['collectionTaggedFeed', '/feed/{collectionSlug}/tagged/{tagSlug}'],
    ['postStatsRange', '/stats/{postId}/{startTimeMs}/{endTimeMs}'],
    ['media', '/media/{mediaResourceId}'],
    ['mediaHref', '/media/href'],
    ['embed', '/embed'],
    ['apiMe', '/v1/me'],
    ['apiUserPublications', '/v1/users/{applicationSpecificUserId}/publications'],
    ['apiPublicationContributors', '/v1/publications/{publicationId}/contributors'],
    ['automationUserInfo', '/_/automation/user-info'],
    ['automationStatus', '/_/automation/status'],
    ['upload', '/_/upload'],
    ['uploadUrl', '/_/upload-url'],
    ['internalStatus', '/_/admin/internal-status', 'internal-status'],
  ]),
  ...group('other', { layout: 'basic' }, [
    ['manifest', '/manifest.json'],
    ['appleAppSiteAssociation', '/.well-known/apple-app-site-association'],
    ['assetLinks', '/.well-known/assetlinks.json'],
    ['openSearch', '/osd.xml'],
    ['shortLink', '/r'],
    ['sitemap', '/sitemap/sitemap.xml'],
    // The index's files, one per kind and page (`/sitemap/posts-1.xml`), and robots.txt: the edge's.
    ['sitemapFile', '/sitemap/{sitemapFile}'],
    ['robots', '/robots.txt'],
    ['errorPage', '/_/oh-noes', 'server-error'],
    ['notFound', '/_/404', 'not-found'],
    ['adminUser', '/_/admin/users/{id}'],
    ['adminPost', '/_/admin/v2/posts/{id}'],
  ]),
] as const;

export type TableRouteName = (typeof ROUTE_TABLE)[number]['name'];

export const ROUTES_BY_NAME: ReadonlyMap<string, RouteDefinition<TableRouteName>> = new Map(
  ROUTE_TABLE.map((route) => [route.name, route]),
);

export function routeDefinition(name: TableRouteName): RouteDefinition<TableRouteName> {
  const route = ROUTES_BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route "${name}"`);
  return route;
}
