import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_MESSAGES } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { axeViolations } from './axe.js';
import { launchBrowser } from './browser.js';
import { expectToast, requireBuiltWeb, signInAs, closeToasts } from './spa.js';

const DASHBOARD = '/business-module/business-module';
const SHOTS = process.env.BUSINESS_SHOTS ?? '';

type Column = 'OPEN' | 'MY_DRAFT' | 'SUBMITTED' | 'CHANGED_LAW' | 'SEND_BACK';

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/business-${name}.png`, fullPage: true });
}

async function openDashboard(page: Page, bffUrl: string): Promise<void> {
  await page.goto(`${bffUrl}${DASHBOARD}`);
  await page.getByRole('heading', { name: 'Business Dashboard' }).waitFor();
  await page.getByRole('table', { name: 'Business laws' }).locator('tbody tr').first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function count(page: Page, column: Column): Promise<number> {
  return Number(await page.getByTestId(`count-${column}`).textContent());
}

/** The Business Dashboard's inbox count in the menu (0 when it shows none). */
async function inbox(page: Page): Promise<number> {
  const badge = page
    .getByRole('navigation', { name: 'Main menu' })
    .first()
    .locator(`a[href="${DASHBOARD}"] [data-testid="menu-count"]`);
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.first().textContent())!.replace(/\D/g, ''));
}

async function waitForInbox(page: Page, expected: number): Promise<void> {
  await expect.poll(() => inbox(page), { timeout: 10_000, interval: 250 }).toBe(expected);
}

function rows(page: Page) {
  return page.getByRole('table', { name: 'Business laws' }).locator('tbody tr');
}

/** The section of each listed law, and its requirement count. */
async function listed(page: Page): Promise<{ section: string; requirements: number }[]> {
  return rows(page).evaluateAll((list) =>
    list.map((row) => {
      const cells = row.querySelectorAll('td');
      return { section: cells[2]?.textContent ?? '', requirements: Number(cells[7]?.textContent) };
    }),
  );
}

/**
 * The business module in the browser: business@ validates a law, maps its requirements to artifacts, assesses them
 * (answers and a question file) and submits; business-approver@ approves one requirement and sends the other back
 * with a comment; the dashboard's counts and the menu's inbox counts follow. reader@ sees the laws of their lines
 * read-only, is refused a step the law has not reached, and the API refuses the reader's writes.
 */
describe('the business module through the browser', () => {
  let harness: Harness;
  let businessContext: BrowserContext;
  let approverContext: BrowserContext;
  let business: Page;
  let approver: Page;
  let section = '';
  let requirementNumbers: string[] = [];
  const before: Partial<Record<Column | 'inbox' | 'approverInbox', number>> = {};

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb() } });
    [businessContext, approverContext] = await Promise.all([launchBrowser(), launchBrowser()]);
    [business, approver] = await Promise.all([businessContext.newPage(), approverContext.newPage()]);
    await signInAs(business, harness.bffUrl, 'business@lexbridge.test');
    await signInAs(approver, harness.bffUrl, 'business-approver@lexbridge.test');
  });
  afterAll(async () => {
    await businessContext?.close();
    await approverContext?.close();
    await harness?.close();
  });

  it('shows the columns with their counts, filters by a column, and passes axe', async () => {
    await openDashboard(business, harness.bffUrl);
    for (const column of ['OPEN', 'MY_DRAFT', 'SUBMITTED', 'CHANGED_LAW', 'SEND_BACK'] as const)
      before[column] = await count(business, column);
    expect(before.OPEN).toBeGreaterThan(0);
    before.inbox = await inbox(business);
    expect(before.inbox).toBeGreaterThan(0);
    await shot(business, 'dashboard');
    expect(await axeViolations(business)).toEqual([]);

    await business.getByRole('button', { name: /Open$/ }).first().click();
    await expect.poll(async () => (await listed(business)).length).toBe(before.OPEN);
    const law = (await listed(business)).find((row) => row.requirements === 2)!;
    section = law.section;
    expect(section).not.toBe('');
  });

  it('validates the law for its mapped processes', async () => {
    await business.getByRole('button', { name: `Open ${section}`, exact: true }).click();
    await business.getByRole('heading', { name: 'Validate Law Applicability' }).waitFor();
    await business.getByText('Requirements (2)').waitFor();
    const processes = business.getByRole('table', { name: 'Company processes' });
    await processes.locator('tbody tr').first().waitFor();
    // The processes the legal team mapped come checked.
    const mapped = processes.locator('tbody tr').filter({ hasText: 'Mapped' });
    expect(await mapped.count()).toBeGreaterThan(0);
    expect(await mapped.first().getByRole('checkbox').isChecked()).toBe(true);
    await closeToasts(business);
    await shot(business, 'validate');
    expect(await axeViolations(business)).toEqual([]);
    await business.getByRole('button', { name: 'Validate', exact: true }).click();
    await expectToast(business, 'Success!', BUSINESS_MESSAGES.validated);
    await business.getByRole('heading', { name: 'Map Artifacts' }).waitFor();
  });

  it('maps each requirement to an artifact and submits', async () => {
    const grid = business.getByRole('table', { name: 'Requirement artifacts' });
    await grid.locator('tbody tr').first().waitFor();
    requirementNumbers = await grid.locator('tbody tr td:first-child b').allTextContents();
    expect(requirementNumbers).toHaveLength(2);
    // Submitting with nothing mapped is refused.
    await business.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(business, 'Error!', BUSINESS_MESSAGES.selectArtifact);
    // The first by the mouse, the second by the keyboard.
    await business.getByLabel(`${requirementNumbers[0]}: Account Opening Policy`).check({ force: true });
    await business.getByLabel(`${requirementNumbers[1]}: Disclosure Procedure`).focus();
    await business.keyboard.press('Space');
    expect(await business.getByLabel(`${requirementNumbers[1]}: Disclosure Procedure`).isChecked()).toBe(
      true,
    );
    await shot(business, 'map');
    await business.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectToast(business, 'Success!', BUSINESS_MESSAGES.mappingsSubmitted);
    await business.getByRole('heading', { name: 'Assess Artifacts' }).waitFor();
  });

  it(
    'answers the questionnaire, uploads a question file and submits for approval',
    { timeout: 120_000 },
    async () => {
      const operations: string[] = [];
      business.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql')
          operations.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
      });
      const artifactOf = (index: number) =>
        business
          .getByRole('region', { name: requirementNumbers[index]! })
          .getByRole('group', { name: index === 0 ? 'Account Opening Policy' : 'Disclosure Procedure' });
      // The first artifact's answers are saved one by one as the keyboard leaves each field.
      const options = artifactOf(0).getByLabel(/Does this artifact meet the requirement\? \*/);
      await options.selectOption('Yes');
      await options.press('Tab');
      const describe = artifactOf(0).getByLabel(/Describe how the artifact meets the requirement \*/);
      await describe.fill('Section 2 of the artifact covers it.');
      await describe.press('Tab');
      await expect.poll(() => artifactOf(0).getByText('Saved', { exact: true }).count()).toBe(2);
      expect(operations.filter((name) => name === 'SaveAssessmentAnswer')).toHaveLength(2);
      // The first answer makes the open requirement a draft: the whole law is read again, statuses included; the
      // second reads only its artifact.
      expect(operations.filter((name) => name === 'BusinessAssessment')).toHaveLength(1);
      expect(operations.filter((name) => name === 'AssessedArtifact')).toHaveLength(1);
      const first = business.getByRole('region', { name: requirementNumbers[0]! });
      // A file of the wrong type is refused in the browser.
      await first
        .getByLabel(`Upload a file for ${requirementNumbers[0]}, Account Opening Policy`)
        .setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
      await expectToast(business, 'Error!', BUSINESS_MESSAGES.fileExtension);
      await first
        .getByLabel(`Upload a file for ${requirementNumbers[0]}, Account Opening Policy`)
        .setInputFiles({
          name: 'signed-policy.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('Signed.\n'),
        });
      await expectToast(business, 'Success!', 'File uploaded successfully.');
      await first.getByRole('button', { name: 'signed-policy.txt', exact: true }).waitFor();
      // Only the artifact was read again after the upload, not the whole law.
      expect(operations.filter((name) => name === 'AssessedArtifact')).toHaveLength(2);
      expect(operations.filter((name) => name === 'BusinessAssessment')).toHaveLength(1);
      // The answers saved on leaving their fields are the catalogue's: a reload shows them.
      await business.reload();
      await artifactOf(0).waitFor();
      expect(
        await artifactOf(0)
          .getByLabel(/Does this artifact meet/)
          .inputValue(),
      ).toBe('Yes');
      expect(
        await artifactOf(0)
          .getByLabel(/Describe how the artifact/)
          .inputValue(),
      ).toBe('Section 2 of the artifact covers it.');
      await first.getByRole('button', { name: 'signed-policy.txt', exact: true }).waitFor();
      // The second artifact's answers go with Save Draft or, here, Submit.
      await artifactOf(1)
        .getByLabel(/Does this artifact meet/)
        .selectOption('Yes');
      await artifactOf(1)
        .getByLabel(/Describe how the artifact/)
        .fill('Section 3 of the artifact covers it.');
      await closeToasts(business);
      await shot(business, 'assess');
      expect(await axeViolations(business)).toEqual([]);
      await business.getByRole('button', { name: 'Submit', exact: true }).click();
      await expectToast(business, 'Success!', BUSINESS_MESSAGES.assessmentSubmitted);
      await business.getByRole('heading', { name: 'Business Dashboard' }).waitFor();
      await business.waitForLoadState('networkidle');
      await expect.poll(() => count(business, 'OPEN')).toBe(before.OPEN! - 1);
      expect(await count(business, 'SUBMITTED')).toBe(before.SUBMITTED! + 1);
      await waitForInbox(business, before.inbox! - 1);
    },
  );

  it('lets the approver approve one requirement and send the other back with a comment', async () => {
    await openDashboard(approver, harness.bffUrl);
    before.approverInbox = await inbox(approver);
    await approver.getByRole('button', { name: /Submitted for Approval$/ }).click();
    await approver.getByRole('button', { name: `Open ${section}`, exact: true }).click();
    await approver.getByRole('heading', { name: 'Approve Assessment' }).waitFor();
    const [first, second] = requirementNumbers as [string, string];
    await approver
      .getByRole('region', { name: first })
      .getByRole('button', { name: 'signed-policy.txt', exact: true })
      .waitFor();
    await shot(approver, 'approve');
    await approver.getByText('2 requirements', { exact: true }).waitFor();
    await approver.getByRole('button', { name: `Approve ${first}` }).click();
    await expectToast(approver, 'Success!', BUSINESS_MESSAGES.requirementApproved);
    await approver.getByRole('region', { name: first }).getByText('Approved').waitFor();
    // The requirements still waiting, by the Show filter (assessmentRequirements): the approved one leaves the list.
    await approver.getByLabel('Show', { exact: true }).selectOption('Waiting for approval');
    await approver.getByText('1 of 2 requirements', { exact: true }).waitFor();
    expect(await approver.getByRole('region', { name: first }).count()).toBe(0);
    await approver.getByLabel('Requirement contains').fill('no such words');
    await approver.getByText('0 of 2 requirements', { exact: true }).waitFor();
    await approver.getByRole('button', { name: 'Reset', exact: true }).click();
    await approver.getByText('2 requirements', { exact: true }).waitFor();

    await approver.getByRole('button', { name: `Send back ${second}` }).click();
    const comment = approver
      .getByRole('region', { name: second })
      .getByLabel(/Comment for the business user/);
    await comment.fill('   ');
    await approver.getByRole('button', { name: 'Confirm Send Back' }).click();
    await expectToast(approver, 'Error!', BUSINESS_MESSAGES.commentRequired);
    await comment.fill('Name the owner of the disclosure procedure.');
    await approver.getByRole('button', { name: 'Confirm Send Back' }).click();
    await expectToast(approver, 'Success!', BUSINESS_MESSAGES.requirementSentBack);
    await approver.getByRole('region', { name: second }).getByText('Sent back').waitFor();
    await waitForInbox(approver, before.approverInbox - 1);
  });

  it('puts the law in Send Back for the business contact, with the comment on Assess Artifacts', async () => {
    await openDashboard(business, harness.bffUrl);
    expect(await count(business, 'SEND_BACK')).toBe(before.SEND_BACK! + 1);
    expect(await count(business, 'SUBMITTED')).toBe(before.SUBMITTED);
    await waitForInbox(business, before.inbox!);
    await business.getByRole('button', { name: /Send Back$/ }).click();
    await business.getByRole('button', { name: `Open ${section}`, exact: true }).click();
    await business.getByRole('heading', { name: 'Assess Artifacts' }).waitFor();
    await business
      .getByRole('region', { name: requirementNumbers[1]! })
      .getByText('Name the owner of the disclosure procedure.')
      .waitFor();
  });

  it('shows the read-only user the laws of their lines and refuses them in the browser and the API', async () => {
    const readerContext = await launchBrowser();
    try {
      const reader = await readerContext.newPage();
      await signInAs(reader, harness.bffUrl, 'reader@lexbridge.test');
      await openDashboard(reader, harness.bffUrl);
      await reader.getByText('Read only').first().waitFor();
      const view = reader.getByRole('button', { name: /^View / }).first();
      await view.click();
      await reader.getByRole('heading', { name: 'Validate Law Applicability' }).waitFor();
      expect(await reader.getByRole('button', { name: 'Validate', exact: true }).count()).toBe(0);
      expect(await reader.getByRole('checkbox').first().isDisabled()).toBe(true);
      // A step the law has not reached: the guard's message, back on the dashboard.
      await reader.goto(`${harness.bffUrl}/business-module/assess-artifacts`);
      await expectToast(reader, 'Error!', BUSINESS_MESSAGES.completeBySubmit);
      await shot(reader, 'reader-guard');
      await reader.getByRole('heading', { name: 'Business Dashboard' }).waitFor();
      // The API refuses the reader's writes whatever the browser sends.
      const answer = await reader.evaluate(async () => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query:
              'mutation { validateLaw(input: { businessLawId: "12", companyProcessIds: ["1"] }) { message } }',
          }),
        });
        return (await response.json()) as { errors?: { message: string; extensions: { code: string } }[] };
      });
      expect(answer.errors?.[0]).toMatchObject({
        message: 'You do not have permission to edit on this page.',
        extensions: { code: 'FORBIDDEN' },
      });
      const one = await reader.evaluate(async () => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: `mutation { saveAssessmentAnswer(input: { businessLawId: "12", requirementId: "1",
              artifactId: "1", questionId: "1", answer: "Yes" }) { message } }`,
          }),
        });
        return (await response.json()) as { errors?: { message: string; extensions: { code: string } }[] };
      });
      expect(one.errors?.[0]).toMatchObject({
        message: 'You do not have permission to edit on this page.',
        extensions: { code: 'FORBIDDEN' },
      });
      const upload = await reader.evaluate(async () => {
        const form = new FormData();
        for (const [name, value] of Object.entries({
          businessLawId: '12',
          requirementId: '1',
          artifactId: '1',
          questionId: '4',
        }))
          form.append(name, value);
        form.append('file', new Blob(['x']), 'note.txt');
        return (await fetch('/files/question-files', { method: 'POST', body: form })).status;
      });
      expect(upload).toBe(403);
    } finally {
      await readerContext.close();
    }
  });
});
