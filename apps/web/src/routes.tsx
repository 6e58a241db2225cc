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
        lazy: async () => ({ Component: (await import('./pages/frequent/FrequentOperationPage.tsx')).FrequentOperationPage }),
      },
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
