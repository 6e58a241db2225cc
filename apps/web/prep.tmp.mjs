import { chromium } from 'playwright-core';
const c = await chromium.launchPersistentContext('/tmp/lh/profile', { executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await c.newPage();
await p.goto('http://127.0.0.1:4599/new/user/agreement');
await p.evaluate(() => { localStorage.setItem('home_popup_ads','1'); localStorage.setItem('home_upgrade_dialog','1'); });
await c.close();
