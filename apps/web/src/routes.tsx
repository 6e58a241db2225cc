import type { ComponentType } from 'react';
import { ACCOUNT_HOME_PATH } from '@bangyan/contract';
import { Navigate, redirect } from 'react-router';
import type { LoaderFunction, RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { RouteFallback } from './layout/RouteFallback.tsx';
import type { RouteHandle } from './routeHandle.ts';
import { FREQUENT_OPERATION_PATH } from './api/client.ts';
import { MEMBERSHIP_PATH } from './lib/membership.ts';
import type { RouteQuery } from './api/pageQuery.ts';
import { queryClient } from './api/queryClient.ts';

export const NOT_FOUND_PATH = '/404';

/**
 * The loader of a page whose route starts its first queries (`pick` names them in their module `load`): the module and
 * api/pageQuery.ts come as their own small chunks, not in the first page's bundle.
 */
function queriesOf<M>(load: () => Promise<M>, pick: (m: M) => readonly RouteQuery[]) {
  return async () => {
    const [{ prefetchLoader }, m] = await Promise.all([import('./api/pageQuery.ts'), load()]);
    return prefetchLoader(queryClient, pick(m));
  };
}
const views = (pick: (m: typeof import('./pages/ranking/views/viewQueries.ts')) => readonly RouteQuery[]) =>
  queriesOf(() => import('./pages/ranking/views/viewQueries.ts'), pick);
/** An iOS app's page: the header's query and the page's own. */
const apps = (pick: (m: typeof import('./pages/apps/appQueries.ts')) => readonly RouteQuery[]) =>
  queriesOf(
    () => import('./pages/apps/appQueries.ts'),
    (m) => [m.appInfoQuery, ...pick(m)],
  );

const home = {
  handle: { transparentHeader: true } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./pages/home/HomePage.tsx')).HomePage }),
};

/**
 * A lazy page at `path` whose route starts the page's first queries (`queries`, see api/pageQuery.ts) while its code
 * loads, so the data does not wait for the code. The queries' own small module comes apart from the page's code (and
 * from the first page's bundle): the router loads both at once and runs the loader as soon as its module is there.
 */
function lazyPage(
  path: string,
  load: () => Promise<ComponentType>,
  queries?: () => Promise<LoaderFunction>,
): RouteObject {
  return {
    path,
    hydrateFallbackElement: <RouteFallback />,
    lazy: {
      Component: load,
      ...(queries && { loader: queries }),
    },
  };
}

/**
 * The route table. Pages are lazy so the first screen downloads only the layout and its own
 * page; handles are set here, not in the lazy modules, so the layout knows them before the page
 * code arrives. The layout renders the header and footer while a page first loads.
 */
export const routes: RouteObject[] = [
  // The operator console: its own frame and login, apart from the site's layout; lazy, so visitors never load it.
  {
    path: '/admin/login',
    hydrateFallbackElement: <RouteFallback />,
    lazy: async () => ({ Component: (await import('./pages/admin/AdminLoginPage.tsx')).AdminLoginPage }),
  },
  {
    path: '/admin',
    hydrateFallbackElement: <RouteFallback />,
    lazy: async () => ({ Component: (await import('./pages/admin/AdminLayout.tsx')).AdminLayout }),
    children: [
      {
        path: 'feedback',
        lazy: async () => ({ Component: (await import('./pages/admin/FeedbackPage.tsx')).FeedbackPage }),
      },
      {
        path: 'audit',
        lazy: async () => ({ Component: (await import('./pages/admin/AuditPage.tsx')).AuditPage }),
      },
      {
        path: 'overview',
        lazy: async () => ({ Component: (await import('./pages/admin/OverviewPage.tsx')).OverviewPage }),
      },
      {
        path: 'users',
        lazy: async () => ({ Component: (await import('./pages/admin/UsersPage.tsx')).UsersPage }),
      },
      {
        path: 'orders',
        lazy: async () => ({ Component: (await import('./pages/admin/OrdersPage.tsx')).OrdersPage }),
      },
      {
        path: 'links',
        lazy: async () => ({ Component: (await import('./pages/admin/LinksPage.tsx')).LinksPage }),
      },
      {
        path: 'operators',
        lazy: async () => ({ Component: (await import('./pages/admin/OperatorsPage.tsx')).OperatorsPage }),
      },
      {
        path: 'leads',
        lazy: async () => ({ Component: (await import('./pages/admin/LeadsPage.tsx')).LeadsPage }),
      },
      {
        path: 'content/:tab?',
        lazy: async () => ({ Component: (await import('./pages/admin/content/ContentPage.tsx')).ContentPage }),
      },
      {
        path: 'pages/:tab?',
        lazy: async () => ({ Component: (await import('./pages/admin/content/ContentPage.tsx')).PagesContentPage }),
      },
    ],
  },
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
      // The account centre (/user/...): its layout (login required) around one page per menu entry.
      {
        path: 'user',
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({ Component: (await import('./pages/account/AccountLayout.tsx')).AccountLayout }),
        children: [
          { index: true, element: <Navigate to={ACCOUNT_HOME_PATH} replace /> },
          {
            path: 'info',
            lazy: async () => ({ Component: (await import('./pages/account/ProfilePage.tsx')).ProfilePage }),
          },
          {
            path: 'password',
            lazy: async () => ({ Component: (await import('./pages/account/PasswordPage.tsx')).PasswordPage }),
          },
          {
            path: 'apps',
            lazy: async () => ({ Component: (await import('./pages/account/MyAppsPage.tsx')).MyAppsPage }),
          },
          {
            path: 'appKeywords',
            lazy: async () => ({
              Component: (await import('./pages/account/MyAppKeywordsPage.tsx')).MyAppKeywordsPage,
            }),
          },
          {
            path: 'keywords',
            lazy: async () => ({ Component: (await import('./pages/account/MyKeywordsPage.tsx')).MyKeywordsPage }),
          },
          {
            path: 'wechatMonitor',
            lazy: async () => ({
              Component: (await import('./pages/account/MySubscriptionsPage.tsx')).MySubscriptionsPage,
            }),
          },
          {
            path: 'alerts',
            lazy: async () => ({
              Component: (await import('./pages/account/AlertSettingsPage.tsx')).AlertSettingsPage,
            }),
          },
          {
            path: 'message',
            lazy: async () => ({ Component: (await import('./pages/account/MessagesPage.tsx')).MessagesPage }),
          },
          {
            path: 'orders',
            lazy: async () => ({ Component: (await import('./pages/account/OrdersPage.tsx')).OrdersPage }),
          },
          {
            path: 'updateLog',
            lazy: async () => ({ Component: (await import('./pages/account/UpdateLogPage.tsx')).UpdateLogPage }),
          },
          {
            path: 'deliveries',
            lazy: async () => ({
              Component: (await import('./pages/account/MyDeliveriesPage.tsx')).MyDeliveriesPage,
            }),
          },
        ],
      },
      // The link in an alert that turns its channel off (no login).
      {
        path: 'unsubscribe',
        handle: { hideFooter: true } satisfies RouteHandle,
        hydrateFallbackElement: <RouteFallback />,
        lazy: async () => ({ Component: (await import('./pages/unsubscribe/UnsubscribePage.tsx')).UnsubscribePage }),
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
      lazyPage(
        'new/ranking/vsbang',
        () => import('./pages/ranking/views/chartCompare/ChartComparePage.tsx').then((m) => m.ChartComparePage),
        views((m) => [m.compareSummaryQuery, m.compareDetailQuery]),
      ),
      lazyPage(
        'new/ranking/seven_day',
        () => import('./pages/ranking/views/sevenDay/SevenDayPage.tsx').then((m) => m.SevenDayPage),
        views((m) => [m.sevenDayQuery]),
      ),
      lazyPage(
        'new/ranking/summary',
        () => import('./pages/ranking/views/summary/SummaryPage.tsx').then((m) => m.SummaryPage),
        views((m) => [m.daySummaryQuery]),
      ),
      lazyPage(
        'new/ranking/vshow',
        () => import('./pages/ranking/views/vshow/VolatilityPage.tsx').then((m) => m.VolatilityPage),
        views((m) => [m.volatilityQuery]),
      ),
      lazyPage(
        'new/ranking/hegemony',
        () => import('./pages/ranking/views/hegemony/HegemonyPage.tsx').then((m) => m.HegemonyPage),
        views((m) => [m.hegemonyQuery]),
      ),
      lazyPage(
        'new/ranking/hotartist',
        () => import('./pages/ranking/views/hotArtist/HotArtistPage.tsx').then((m) => m.HotArtistPage),
        views((m) => [m.hotCompanyQuery]),
      ),
      lazyPage(
        'new/ranking/hotindustry',
        () => import('./pages/ranking/views/hotIndustry/HotIndustryPage.tsx').then((m) => m.HotIndustryPage),
        views((m) => [m.hotIndustryQuery]),
      ),
      lazyPage(
        'new/ranking/globalranking',
        () => import('./pages/ranking/views/globalRanking/GlobalRankingPage.tsx').then((m) => m.GlobalRankingPage),
        views((m) => [m.globalRankingQuery]),
      ),
      lazyPage(
        'new/ranking/featured',
        () => import('./pages/ranking/views/featured/FeaturedPage.tsx').then((m) => m.FeaturedPage),
        views((m) => [m.featuredQuery]),
      ),
      // Market pages (pages.md "Rankings"): trends, monthly and soaring lists, ASO lists, company pages.
      lazyPage('new/ranking/overview', () =>
        import('./pages/market/RankOverviewPage.tsx').then((m) => m.RankOverviewPage),
      ),
      lazyPage('new/ranking/RankHotApp', () =>
        import('./pages/market/RankHotAppPage.tsx').then((m) => m.RankHotAppPage),
      ),
      lazyPage('new/ranking/RankTop', () => import('./pages/market/RankTopPage.tsx').then((m) => m.RankTopPage)),
      lazyPage('new/aso/hotsearch', () => import('./pages/aso/HotSearchPage.tsx').then((m) => m.HotSearchPage)),
      lazyPage('new/aso/keywordrank', () => import('./pages/aso/KeywordRankPage.tsx').then((m) => m.KeywordRankPage)),
      lazyPage('new/keyword/coverrank', () => import('./pages/aso/CoverRankPage.tsx').then((m) => m.CoverRankPage)),
      lazyPage('new/company/overview', () =>
        import('./pages/company/CompanyOverviewPage.tsx').then((m) => m.CompanyOverviewPage),
      ),
      lazyPage('new/company/app', () => import('./pages/company/CompanyAppPage.tsx').then((m) => m.CompanyAppPage)),
      lazyPage('new/company/developer', () =>
        import('./pages/company/CompanyDeveloperPage.tsx').then((m) => m.CompanyDeveloperPage),
      ),
      // The keyword's pages (pages.md "Search").
      lazyPage('new/search/index', () => import('./pages/search/SearchPage.tsx').then((m) => m.SearchPage)),
      lazyPage('new/search/vs', () => import('./pages/search/KeywordVsPage.tsx').then((m) => m.KeywordVsPage)),
      lazyPage('new/search/summary30', () =>
        import('./pages/search/KeywordSummaryPage.tsx').then((m) => m.KeywordSummaryPage),
      ),
      lazyPage('new/search/android', () =>
        import('./pages/search/AndroidSearchPage.tsx').then((m) => m.AndroidSearchPage),
      ),
      lazyPage('new/apps/subscribedetail', () =>
        import('./pages/search/SubscribeDetailPage.tsx').then((m) => m.SubscribeDetailPage),
      ),
      // An iOS app's pages (pages.md "iOS app detail").
      lazyPage(
        'new/apps/view',
        () => import('./pages/apps/AppRankPage.tsx').then((m) => m.AppRankPage),
        apps((m) => [m.appRankListQuery, m.appRankHistoryQuery, m.appGlobalRankQuery]),
      ),
      lazyPage(
        'new/apps/baseinfo',
        () => import('./pages/apps/BaseInfoPage.tsx').then((m) => m.BaseInfoPage),
        apps((m) => [m.appViewQuery]),
      ),
      lazyPage(
        'new/apps/version',
        () => import('./pages/apps/VersionPage.tsx').then((m) => m.VersionPage),
        apps((m) => [m.versionSummaryQuery]),
      ),
      lazyPage(
        'new/apps/keywordsmonitor',
        () => import('./pages/apps/KeywordsMonitorPage.tsx').then((m) => m.KeywordsMonitorPage),
        apps(() => []),
      ),
      lazyPage(
        'new/apps/competitor',
        () => import('./pages/apps/CompetitorPage.tsx').then((m) => m.CompetitorPage),
        apps((m) => [m.competitorListQuery]),
      ),
      lazyPage(
        'new/apps/competitorInfo',
        () => import('./pages/apps/CompetitorInfoPage.tsx').then((m) => m.CompetitorInfoPage),
        apps((m) => [m.competitorInfoQuery]),
      ),
      lazyPage(
        'new/apps/appstatus',
        () => import('./pages/apps/AppStatusPage.tsx').then((m) => m.AppStatusPage),
        apps((m) => [m.appStatusSummaryQuery, m.appStatusListQuery]),
      ),
      lazyPage(
        'new/apps/review',
        () => import('./pages/apps/ReviewPage.tsx').then((m) => m.ReviewPage),
        apps((m) => [m.reviewSummaryQuery]),
      ),
      lazyPage(
        'new/apps/samedeveloper',
        () => import('./pages/apps/SameDeveloperPage.tsx').then((m) => m.SameDeveloperPage),
        apps((m) => [m.sameDeveloperQuery]),
      ),
      lazyPage(
        'new/apps/applerecommend',
        () => import('./pages/apps/AppleRecommendPage.tsx').then((m) => m.AppleRecommendPage),
        apps((m) => [m.appleRecommendQuery]),
      ),
      lazyPage(
        'new/apps/downloadestimate',
        () => import('./pages/apps/EstimatePage.tsx').then((m) => m.DownloadEstimatePage),
        apps(() => []),
      ),
      lazyPage(
        'new/apps/incomeestimate',
        () => import('./pages/apps/EstimatePage.tsx').then((m) => m.IncomeEstimatePage),
        apps(() => []),
      ),
      lazyPage(
        'new/apps/asa',
        () => import('./pages/apps/AsaPage.tsx').then((m) => m.AsaPage),
        apps(() => []),
      ),
      lazyPage(
        'new/apps/diagnosis',
        () => import('./pages/apps/DiagnosisPage.tsx').then((m) => m.DiagnosisPage),
        apps((m) => [m.asoDiagnosisQuery]),
      ),
      // An Android app's pages (pages.md "Android app detail").
      lazyPage('new/android/rankchart', () =>
        import('./pages/android/AndroidRankChartPage.tsx').then((m) => m.AndroidRankChartPage),
      ),
      lazyPage('new/android/baseinfo', () =>
        import('./pages/android/AndroidBaseInfoPage.tsx').then((m) => m.AndroidBaseInfoPage),
      ),
      lazyPage('new/android/version', () =>
        import('./pages/android/AndroidVersionPage.tsx').then((m) => m.AndroidVersionPage),
      ),
      lazyPage('new/android/keyword', () =>
        import('./pages/android/AndroidKeywordPage.tsx').then((m) => m.AndroidKeywordPage),
      ),
      lazyPage('new/android/review', () =>
        import('./pages/android/AndroidReviewPage.tsx').then((m) => m.AndroidReviewPage),
      ),
      lazyPage('new/android/download', () =>
        import('./pages/android/AndroidDownloadPage.tsx').then((m) => m.AndroidDownloadPage),
      ),
      lazyPage(
        'new/apps/keyword',
        () => import('./pages/apps/coverage/KeywordCoverPage.tsx').then((m) => m.KeywordCoverPage),
        apps(() => []),
      ),
      lazyPage(
        'new/apps/keywordreport',
        () => import('./pages/apps/coverage/KeywordReportPage.tsx').then((m) => m.KeywordReportPage),
        apps(() => []),
      ),
      lazyPage(
        'new/apps/compare',
        () => import('./pages/apps/coverage/ComparePage.tsx').then((m) => m.ComparePage),
        apps(() => []),
      ),
      lazyPage(
        'new/apps/subscribekeywordcover',
        () => import('./pages/apps/InAppCoverPage.tsx').then((m) => m.SubscribeKeywordCoverPage),
        apps(() => []),
      ),
      lazyPage(
        'new/apps/activitykeywordcover',
        () => import('./pages/apps/InAppCoverPage.tsx').then((m) => m.ActivityKeywordCoverPage),
        apps(() => []),
      ),
      // The blog and the 运营圈 (spec 2.1, 2.2); an article's or post's segment is '{id}.html'.
      lazyPage('blog', () => import('./pages/blog/BlogListPage.tsx').then((m) => m.BlogListPage)),
      lazyPage('blog/:file', () => import('./pages/blog/ArticlePage.tsx').then((m) => m.ArticlePage)),
      lazyPage('yunyingquan', () => import('./pages/blog/CircleListPage.tsx').then((m) => m.CircleListPage)),
      lazyPage('yunyingquan/:file', () => import('./pages/blog/CirclePostPage.tsx').then((m) => m.CirclePostPage)),
      // Content pages (spec 2.1, pages.md "Content pages"), the keyword cart's delivery page (spec 7), the network
      // check and the WeChat bind page.
      lazyPage('new/about', () => import('./pages/content/AboutPage.tsx').then((m) => m.AboutPage)),
      lazyPage('brand', () => import('./pages/content/BrandPage.tsx').then((m) => m.BrandPage)),
      lazyPage('brand/about', () => import('./pages/content/BrandPage.tsx').then((m) => m.BrandAboutPage)),
      lazyPage('new/events/detail', () => import('./pages/content/EventDetailPage.tsx').then((m) => m.EventDetailPage)),
      lazyPage('new/service/api', () => import('./pages/content/ApiServicePage.tsx').then((m) => m.ApiServicePage)),
      lazyPage('new/test', () => import('./pages/content/NetworkTestPage.tsx').then((m) => m.NetworkTestPage)),
      lazyPage('grow/create/app_id/:appId', () =>
        import('./pages/delivery/AsoDeliveryPage.tsx').then((m) => m.AsoDeliveryPage),
      ),
      lazyPage('new/user/wechatbindaccount', () =>
        import('./pages/user/WechatBindPage.tsx').then((m) => m.WechatBindPage),
      ),
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
