/** Home's six data calls, as the page makes them: what the first-start bench times and the soak mixes in. */
export const HOME_CALLS = [
  '/v1/temple/bangRanking?genre=36&top=10',
  '/v1/temple/monitorSummary?genre=36',
  '/v1/temple/hotSearch?iosVersion=13',
  '/v1/temple/asoList?top=5',
  '/v1/temple/soaredList?genre=36&top=32',
  '/v1/temple/monthlyList?genre=36&type=download',
];
