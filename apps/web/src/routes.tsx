import { Navigate, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { RouteFallback } from './layout/RouteFallback.tsx';
import type { RouteHandle } from './routeHandle.ts';
import { FREQUENT_OPERATION_PATH } from './api/client.ts';
import { MEMBERSHIP_PATH } from './lib/membership.ts';

export const NOT_FOUND_PATH = '/404';

const home = {
  handle: { transparentHeader: true } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./pages/home/HomePage.tsx')).HomePage }),
};

/**
 * The route table. Pages are lazy so the first screen downloads only the layout and its own
 * page; handles are set here, not in the lazy modules, so the layout knows them before the page
 * code arrives. The layout renders the header and footer while a page first loads.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    errorElement: <RouteError />,
    children: [
      { index: true, ...home, hydrateFallbackElement: <RouteFallback /> },
      { path: 'new', ...home, hydrateFallbackElement: <RouteFallback /> },
      {
        path: NOT_FOUND_PATH.slice(1),
        handle: { hideFooter: true } satisfies RouteHandle,
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({ Component: (await import('./pages/notFound/NotFoundPage.tsx')).NotFoundPage }),
      },
      {
        path: 'new/user/login',
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({ Component: (await import('./pages/user/LoginPage.tsx')).LoginPage }),
      },
      {
        path: 'new/user/register',
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({ Component: (await import('./pages/user/RegisterPage.tsx')).RegisterPage }),
      },
      {
        path: 'new/user/forget',
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({ Component: (await import('./pages/user/ForgetPage.tsx')).ForgetPage }),
      },
      {
        path: 'new/user/agreement',
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({ Component: (await import('./pages/legal/LegalPage.tsx')).AgreementPage }),
      },
      {
        path: 'new/user/privacy',
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({ Component: (await import('./pages/legal/LegalPage.tsx')).PrivacyPage }),
      },
      {
        path: MEMBERSHIP_PATH.slice(1),
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({ Component: (await import('./pages/vip/VipPage.tsx')).VipPage }),
      },
      {
        path: FREQUENT_OPERATION_PATH.slice(1),
        handle: { hideFooter: true } satisfies RouteHandle,
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({
          Component: (await import('./pages/frequent/FrequentOperationPage.tsx')).FrequentOperationPage,
        }),
      },
      // Monitors (/new/bang/...): a page per monitor and the week's summary.
      ...(
        [
          ['new/bang/delist', 'DelistPage'],
          ['new/bang/clearlist', 'ClearWordsPage'],
          ['new/bang/clearbanglist', 'ClearChartPage'],
          ['new/bang/booklist', 'BookPage'],
          ['new/bang/BangRelease', 'ReleasePage'],
        ] as const
      ).map(([path, page]) => ({
        path,
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({ Component: (await import('./pages/monitors/MonitorListPage.tsx'))[page] }),
      })),
      {
        path: 'new/bang/week',
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({ Component: (await import('./pages/monitors/WeekPage.tsx')).WeekPage }),
      },
      {
        path: 'new/ranking/index',
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({ Component: (await import('./pages/ranking/index/RankIndexPage.tsx')).RankIndexPage }),
      },
      // RankOversea (spec 2.1: RankIndex is active for it too): the same page, an overseas storefront by default.
      {
        path: 'new/ranking/oversea',
        loader: ({ request }) => {
          const query = new URL(request.url).searchParams;
          if (!query.has('country')) query.set('country', 'us');
          return redirect(`/new/ranking/index?${query}`);
        },
        hydrateFallbackElement: <RouteFallback />,
        element: <Navigate to="/new/ranking/index?country=us" replace />,
      },
      {
        path: 'new/ranking/screenshot',
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({
          Component: (await import('./pages/ranking/screenshot/ScreenshotPage.tsx')).ScreenshotPage,
        }),
      },
      {
        path: 'new/ranking/androidindex',
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({
          Component: (await import('./pages/ranking/android/AndroidIndexPage.tsx')).AndroidIndexPage,
        }),
      },
      // Ranking analysis pages (pages.md "Rankings"): a chart at two times, over seven days, the day's
      // digest, top-10 volatility, hegemony, developers, genres, a chart across storefronts, featuring.
      ...(
        [
          [
            'new/ranking/vsbang',
            () => import('./pages/ranking/views/chartCompare/ChartComparePage.tsx').then((m) => m.ChartComparePage),
          ],
          [
            'new/ranking/seven_day',
            () => import('./pages/ranking/views/sevenDay/SevenDayPage.tsx').then((m) => m.SevenDayPage),
          ],
          [
            'new/ranking/summary',
            () => import('./pages/ranking/views/summary/SummaryPage.tsx').then((m) => m.SummaryPage),
          ],
          [
            'new/ranking/vshow',
            () => import('./pages/ranking/views/vshow/VolatilityPage.tsx').then((m) => m.VolatilityPage),
          ],
          [
            'new/ranking/hegemony',
            () => import('./pages/ranking/views/hegemony/HegemonyPage.tsx').then((m) => m.HegemonyPage),
          ],
          [
            'new/ranking/hotartist',
            () => import('./pages/ranking/views/hotArtist/HotArtistPage.tsx').then((m) => m.HotArtistPage),
          ],
          [
            'new/ranking/hotindustry',
            () => import('./pages/ranking/views/hotIndustry/HotIndustryPage.tsx').then((m) => m.HotIndustryPage),
          ],
          [
            'new/ranking/globalranking',
            () => import('./pages/ranking/views/globalRanking/GlobalRankingPage.tsx').then((m) => m.GlobalRankingPage),
          ],
          [
            'new/ranking/featured',
            () => import('./pages/ranking/views/featured/FeaturedPage.tsx').then((m) => m.FeaturedPage),
          ],
        ] as const
      ).map(([path, page]) => ({
        path,
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({ Component: await page() }),
      })),
      // Market pages (pages.md "Rankings"): trends, monthly and soaring lists, ASO lists, company pages.
      ...(
        [
          ['new/ranking/overview', () => import('./pages/market/RankOverviewPage.tsx').then((m) => m.RankOverviewPage)],
          ['new/ranking/RankHotApp', () => import('./pages/market/RankHotAppPage.tsx').then((m) => m.RankHotAppPage)],
          ['new/ranking/RankTop', () => import('./pages/market/RankTopPage.tsx').then((m) => m.RankTopPage)],
          ['new/aso/hotsearch', () => import('./pages/aso/HotSearchPage.tsx').then((m) => m.HotSearchPage)],
          ['new/aso/keywordrank', () => import('./pages/aso/KeywordRankPage.tsx').then((m) => m.KeywordRankPage)],
          ['new/keyword/coverrank', () => import('./pages/aso/CoverRankPage.tsx').then((m) => m.CoverRankPage)],
          [
            'new/company/overview',
            () => import('./pages/company/CompanyOverviewPage.tsx').then((m) => m.CompanyOverviewPage),
          ],
          ['new/company/app', () => import('./pages/company/CompanyAppPage.tsx').then((m) => m.CompanyAppPage)],
          [
            'new/company/developer',
            () => import('./pages/company/CompanyDeveloperPage.tsx').then((m) => m.CompanyDeveloperPage),
          ],
          // The keyword's pages (pages.md "Search").
          ['new/search/index', () => import('./pages/search/SearchPage.tsx').then((m) => m.SearchPage)],
          ['new/search/vs', () => import('./pages/search/KeywordVsPage.tsx').then((m) => m.KeywordVsPage)],
          [
            'new/search/summary30',
            () => import('./pages/search/KeywordSummaryPage.tsx').then((m) => m.KeywordSummaryPage),
          ],
          ['new/search/android', () => import('./pages/search/AndroidSearchPage.tsx').then((m) => m.AndroidSearchPage)],
          [
            'new/apps/subscribedetail',
            () => import('./pages/search/SubscribeDetailPage.tsx').then((m) => m.SubscribeDetailPage),
          ],
          // An iOS app's pages (pages.md "iOS app detail").
          ['new/apps/view', () => import('./pages/apps/AppRankPage.tsx').then((m) => m.AppRankPage)],
          ['new/apps/baseinfo', () => import('./pages/apps/BaseInfoPage.tsx').then((m) => m.BaseInfoPage)],
          ['new/apps/version', () => import('./pages/apps/VersionPage.tsx').then((m) => m.VersionPage)],
          [
            'new/apps/keywordsmonitor',
            () => import('./pages/apps/KeywordsMonitorPage.tsx').then((m) => m.KeywordsMonitorPage),
          ],
          ['new/apps/competitor', () => import('./pages/apps/CompetitorPage.tsx').then((m) => m.CompetitorPage)],
          [
            'new/apps/competitorInfo',
            () => import('./pages/apps/CompetitorInfoPage.tsx').then((m) => m.CompetitorInfoPage),
          ],
          ['new/apps/appstatus', () => import('./pages/apps/AppStatusPage.tsx').then((m) => m.AppStatusPage)],
          ['new/apps/review', () => import('./pages/apps/ReviewPage.tsx').then((m) => m.ReviewPage)],
          [
            'new/apps/samedeveloper',
            () => import('./pages/apps/SameDeveloperPage.tsx').then((m) => m.SameDeveloperPage),
          ],
          [
            'new/apps/applerecommend',
            () => import('./pages/apps/AppleRecommendPage.tsx').then((m) => m.AppleRecommendPage),
          ],
          [
            'new/apps/downloadestimate',
            () => import('./pages/apps/EstimatePage.tsx').then((m) => m.DownloadEstimatePage),
          ],
          ['new/apps/incomeestimate', () => import('./pages/apps/EstimatePage.tsx').then((m) => m.IncomeEstimatePage)],
          ['new/apps/asa', () => import('./pages/apps/AsaPage.tsx').then((m) => m.AsaPage)],
          ['new/apps/diagnosis', () => import('./pages/apps/DiagnosisPage.tsx').then((m) => m.DiagnosisPage)],
          // An Android app's pages (pages.md "Android app detail").
          [
            'new/android/rankchart',
            () => import('./pages/android/AndroidRankChartPage.tsx').then((m) => m.AndroidRankChartPage),
          ],
          [
            'new/android/baseinfo',
            () => import('./pages/android/AndroidBaseInfoPage.tsx').then((m) => m.AndroidBaseInfoPage),
          ],
          [
            'new/android/version',
            () => import('./pages/android/AndroidVersionPage.tsx').then((m) => m.AndroidVersionPage),
          ],
          [
            'new/android/keyword',
            () => import('./pages/android/AndroidKeywordPage.tsx').then((m) => m.AndroidKeywordPage),
          ],
          [
            'new/android/review',
            () => import('./pages/android/AndroidReviewPage.tsx').then((m) => m.AndroidReviewPage),
          ],
          [
            'new/android/download',
            () => import('./pages/android/AndroidDownloadPage.tsx').then((m) => m.AndroidDownloadPage),
          ],
          [
            'new/apps/keyword',
            () => import('./pages/apps/coverage/KeywordCoverPage.tsx').then((m) => m.KeywordCoverPage),
          ],
          [
            'new/apps/keywordreport',
            () => import('./pages/apps/coverage/KeywordReportPage.tsx').then((m) => m.KeywordReportPage),
          ],
          ['new/apps/compare', () => import('./pages/apps/coverage/ComparePage.tsx').then((m) => m.ComparePage)],
          [
            'new/apps/subscribekeywordcover',
            () => import('./pages/apps/InAppCoverPage.tsx').then((m) => m.SubscribeKeywordCoverPage),
          ],
          [
            'new/apps/activitykeywordcover',
            () => import('./pages/apps/InAppCoverPage.tsx').then((m) => m.ActivityKeywordCoverPage),
          ],
        ] as const
      ).map(([path, page]) => ({
        path,
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({ Component: await page() }),
      })),
      // Spec 2.1: any unknown path goes to /404. A loader redirect replaces the address before
      // anything renders, so history and page views see /404 only.
      {
        path: '*',
        loader: () => redirect(NOT_FOUND_PATH),
        hydrateFallbackElement: <RouteFallback />,
        // Never shown in practice (the loader redirects first); it keeps the route renderable.
        element: <Navigate to={NOT_FOUND_PATH} replace />,
      },
    ],
  },
];
