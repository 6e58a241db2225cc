import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractRoutes } from './build/contractRoutes.ts';

const API_TARGET = 'http://127.0.0.1:3000';

/** Module-id tests for the vendor chunks (`[\\/]` so Windows paths match too). */
const REACT = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const ICONS = /[\\/]node_modules[\\/]@ant-design[\\/](icons|icons-svg)[\\/]/;
/** antd's chunk: antd, its @ant-design and @rc-component parts (not the icons), rc- packages and their helpers. */
const ANTD_PACKAGES = [
  'antd',
  String.raw`@ant-design[\\/](?!icons)[^\\/]+`,
  String.raw`@rc-component[\\/][^\\/]+`,
  String.raw`rc-[^\\/]+`,
  String.raw`@babel[\\/]runtime`,
  String.raw`@emotion[\\/][^\\/]+`,
  'stylis',
  'clsx',
  'throttle-debounce',
  'compute-scroll-into-view',
  'scroll-into-view-if-needed',
  'json2mq',
  'copy-to-clipboard',
  'toggle-selection',
  'is-mobile',
];
const ANTD = new RegExp(String.raw`[\\/]node_modules[\\/](${ANTD_PACKAGES.join('|')})[\\/]`);
const CHARTS = /[\\/]node_modules[\\/](echarts|zrender)[\\/]/;

export default defineConfig({
  // contractRoutes: the contract's endpoint modules without zod (see build/contractRoutes.ts).
  plugins: [contractRoutes(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The chunk graph, for measuring what a route loads (apps/web/bench/homeWeight.ts).
    manifest: true,
    // Browsers of the product's audience (desktop marketers) all run current engines.
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vendor chunks change far less often than app code, so they stay cached across deploys.
            { name: 'react-vendor', test: REACT, priority: 40 },
            // Only what the first screen needs goes into the antd and icon chunks; components used
            // by lazily loaded pages only are split with those pages, so / does not download them.
            { name: 'antd-vendor', test: ANTD, tags: ['$initial'], priority: 30 },
            { name: 'icons-vendor', test: ICONS, tags: ['$initial'], priority: 20 },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 10 },
            // The charts library, in one chunk: pages fetch it when they first draw a chart.
            { name: 'charts-vendor', test: CHARTS, priority: 7 },
            // The libraries that six or more lazy chunks share (antd's tables, selects, pickers, dayjs, …), in one chunk:
            // a cold page load then fetches one large file instead of some thirty small ones (a browser opens six
            // connections to a server over HTTP/1.1, so small files queue). Home's first route uses none of them; it does
            // use a few icons, so those stay split by who uses them.
            {
              name: 'pages-vendor',
              test: (id: string) => /[\\/]node_modules[\\/]/.test(id) && !ICONS.test(id),
              minShareCount: 6,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': { target: API_TARGET, changeOrigin: true },
      '/api': { target: API_TARGET, changeOrigin: true },
      '/healthz': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/v1': { target: API_TARGET, changeOrigin: true },
      '/api': { target: API_TARGET, changeOrigin: true },
      '/healthz': { target: API_TARGET, changeOrigin: true },
    },
  },
});
