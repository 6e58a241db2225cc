import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragLikeAPerson, dragLikeAScript, openPage, serveApp, snap, type Served, closePage } from './harness.ts';

let s: Served;
beforeAll(async () => {
  s = await serveApp();
});
afterAll(async () => {
  await s?.close();
});

const feedbackCount = async () =>
  Number(
    (
      await s.t.handle.db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('too frequent operations', () => {
  it('sends a visitor who sends feedback too often to the slide check, and back once it is passed', async () => {
    const page = await openPage(s, '/new');
    // Five feedbacks in ten minutes are fine; the sixth is too many.
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post(`${s.baseUrl}/v1/public/advice`, { form: { content: `反馈 ${i}` } });
      expect((await res.json()).code).toBe(0);
    }
    await page.getByRole('button', { name: '意见反馈' }).click();
    const dialog = page.getByRole('dialog', { name: '意见反馈' });
    await dialog.getByTestId('feedback-content').fill('第六条反馈');
    const before = await feedbackCount();
    await dialog.getByTestId('feedback-submit').click();

    await page.waitForURL('**/frequentOperation?referer=%2Fnew');
    const card = page.getByTestId('frequent-operation');
    await card.getByText('休息一下，马上回来').waitFor();
    const slide = page.getByTestId('slide-verify');
    await page.waitForSelector('[data-testid="slide-verify"][data-phase="ready"]');
    expect(await page.getByTestId('slide-message').innerText()).toBe('请按住滑块，拖动到最右边');
    expect(await feedbackCount()).toBe(before);
    await snap(page, 'frequent-operation');

    // A scripted drag is refused, and a new challenge follows.
    await dragLikeAScript(page);
    await page.getByTestId('slide-message').getByText('验证未通过，请重新滑动').waitFor();
    await snap(page, 'frequent-operation-refused');
    await page.waitForSelector('[data-testid="slide-verify"][data-phase="ready"]');

    // Still blocked: the API answers 418.
    const blocked = await page.request.post(`${s.baseUrl}/v1/public/advice`, { form: { content: 'x' } });
    expect((await blocked.json()).code).toBe(418);

    await dragLikeAPerson(page);
    await page.getByTestId('slide-message').getByText('验证通过').waitFor();
    expect(await slide.getAttribute('data-phase')).toBe('passed');
    await page.waitForURL(`${s.baseUrl}/new`);

    // Unblocked: feedback goes through again.
    await page.getByRole('button', { name: '意见反馈' }).click();
    await dialog.getByTestId('feedback-content').fill('恢复后的反馈');
    await dialog.getByTestId('feedback-submit').click();
    await page.getByText('提交成功！').waitFor();
    expect(await feedbackCount()).toBe(before + 1);
    await closePage(page);
  });

  it('goes Home after a pass when the referer is not an address of this site', async () => {
    const page = await openPage(s, '/frequentOperation?referer=https%3A%2F%2Fevil.example%2F');
    await page.waitForSelector('[data-testid="slide-verify"][data-phase="ready"]');
    await dragLikeAPerson(page);
    await page.getByTestId('slide-message').getByText('验证通过').waitFor();
    await page.waitForURL(`${s.baseUrl}/`);
    await closePage(page);
  });
});
