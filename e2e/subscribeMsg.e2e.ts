/**
 * The subscribe-message center in Chromium (issue 18): from the side bar to the activity list, one activity with
 * its template and phone preview, its message edited and saved, and still there after a reload. The pages pass
 * axe.
 */
import { errorsOf, newPage, seriousViolations, signIn, resetMock } from './harness';

beforeEach(resetMock);

describe('the subscribe-message center in Chromium', () => {
  it('edits an activity’s message, saves it, and finds it after a reload', async () => {
    const { page } = await newPage();
    const errors = errorsOf(page);
    await signIn(page, 'admin', '/');
    await page.getByRole('menuitem', { name: 'Subscribe Message' }).click();
    await page.waitForURL(/#\/subscribe-msg-center\/list$/);
    await page.getByRole('heading', { name: 'Subscribe Message' }).waitFor();
    await page.getByTestId('list-total').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const row = page.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: 'Spring ride reminder' });
    await row.getByRole('button', { name: 'Details' }).click();
    await page.waitForURL(/#\/subscribe-msg-center\/actionDetail\//);
    await page.getByText('Activity: Spring ride reminder').waitFor();
    // The template as gettemplate describes it, beside the message.
    await page.getByRole('cell', { name: 'Activity start reminder' }).waitFor();
    const preview = page.getByRole('figure', { name: 'Phone preview' });
    await preview.getByText('Shanghai').waitFor();
    const place = page.getByLabel('Place');
    expect(await place.inputValue()).toBe('Shanghai');
    expect(await seriousViolations(page)).toEqual([]);

    await place.fill('Hangzhou West Lake');
    await preview.getByText('Hangzhou West Lake').waitFor();
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/subscribe_msg/activity/message/save')) saves.push(request.url());
    });
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await page.getByText('Save Successfully').first().waitFor();
    expect(saves).toHaveLength(1);

    await page.reload();
    await page.getByText('Activity: Spring ride reminder').waitFor();
    await page.getByRole('figure', { name: 'Phone preview' }).getByText('Hangzhou West Lake').waitFor();
    expect(await page.getByLabel('Place').inputValue()).toBe('Hangzhou West Lake');
    expect(errors).toEqual([]);
  });
});
