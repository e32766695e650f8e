// Loaded only under a host before contract 1.4, whose location does not name its page: the route
// table and its matcher are most of the banner stack's weight otherwise.
export { bannerPageOf } from '@inkpot/shared-contracts';
