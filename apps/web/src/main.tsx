import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { queryClient } from './api/queryClient.ts';
import { applySiteMode, usePhone } from './lib/phone.ts';
import { wechatWithAccount } from './lib/wechat.ts';
import { routes } from './routes.tsx';
import { phoneTheme, theme } from './theme.ts';
import './styles/global.css';

// A phone whose person chose the desktop site lays it out at the desktop width from the first paint.
applySiteMode();
const router = createBrowserRouter(routes);
// Inside WeChat with the server's official account, the share card follows the page (code fetched only there).
if (wechatWithAccount()) void import('./lib/wechatShare.ts').then((m) => m.startWechatShare(router));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** The site in antd's settings: the phone's theme (controls a finger's size) while the window is phone-wide. */
function Site() {
  const phone = usePhone();
  return (
    // autoInsertSpace off: two-character labels read "提交", not "提 交", for people and tests alike.
    <ConfigProvider locale={zhCN} theme={phone ? phoneTheme : theme} button={{ autoInsertSpace: false }}>
      {/* No antd <App>: it bundles modal and notification into the first page; dialogs use message.useMessage. */}
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}

createRoot(container).render(
  <StrictMode>
    <Site />
  </StrictMode>,
);
