// What a person's first session must never meet (issue 26): a failed request, a console error, a
// thrown error, or more than one prompt (a modal nobody asked for) in one visit.
import type { Page } from 'playwright-core';

/** Modals a person opens with a button of their own (paying, the SVIP trial's card) are not prompts. */
const ASKED_FOR = ['pay-dialog', 'vip-dialog-body:svip'];

export interface Watch {
  /** Every failed request, answer >= 400, console error and page error, in the order they came. */
  problems: string[];
  /**
   * The prompts each visit showed, by their test id (and mode) or title. A visit is a document of the tab and the
   * person in it: registering starts another (the app's own rule, apps/web/src/store/prompts.ts).
   */
  promptsPerVisit(): Promise<string[][]>;
}

/**
 * Watches `page` from its next load on. An init script records each modal that opens in a document
 * under the key of that document and the person logged in then, in sessionStorage, which outlives it.
 */
export async function watchFirstSession(page: Page): Promise<Watch> {
  const problems: string[] = [];
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the page was still loading: the browser's doing, not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (answer) => {
    if (answer.status() >= 400) problems.push(`${answer.url()} answered ${answer.status()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  await page.addInitScript((askedFor: string[]) => {
    const seen = new WeakSet<Element>();
    const person = () => String((JSON.parse(localStorage.getItem('userinfo') ?? 'null') as { uid?: unknown })?.uid);
    new MutationObserver(() => {
      for (const modal of Array.from(document.querySelectorAll('.ant-modal'))) {
        if (seen.has(modal) || (modal as HTMLElement).offsetParent === null) continue;
        seen.add(modal);
        const marked = modal.querySelector('[data-testid]');
        const mode = marked?.getAttribute('data-mode');
        const id = `${marked?.getAttribute('data-testid') ?? ''}${mode ? `:${mode}` : ''}`;
        if (askedFor.includes(id)) continue;
        const key = `__prompts:${performance.timeOrigin}:${person()}`;
        const prompts = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        prompts.push(id || modal.querySelector('.ant-modal-title')?.textContent || 'modal');
        sessionStorage.setItem(key, JSON.stringify(prompts));
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class'] });
  }, ASKED_FOR);
  return {
    problems,
    promptsPerVisit: () =>
      page.evaluate(() =>
        Object.keys(sessionStorage)
          .filter((key) => key.startsWith('__prompts:'))
          .map((key) => JSON.parse(sessionStorage.getItem(key)!) as string[]),
      ),
  };
}
