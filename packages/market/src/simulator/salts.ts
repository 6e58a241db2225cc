/**
 * Stream names for hash noise: each concern hashes with its own salt, so that, say, the hourly
 * download noise and the chart's ranking noise of the same app and hour are independent.
 */
export const SALT = {
  catalog: 1,
  pool: 2,
  events: 3,
  update: 4,
  drift: 5,
  revenueDrift: 6,
  adCampaign: 7,
  hourNoise: 8,
  revenueNoise: 9,
  rankNoise: 10,
  keywords: 11,
  keywordDrift: 12,
  keywordNoise: 13,
  popularityNoise: 14,
  searchNoise: 15,
  adAuction: 16,
  trending: 17,
  reviews: 18,
  rename: 19,
  version: 20,
  texts: 21,
  android: 22,
  ratingDrift: 24,
  searchRefresh: 25,
  inAppItems: 26,
  inAppEvents: 27,
  inAppSearch: 28,
  androidReviews: 29,
} as const;
