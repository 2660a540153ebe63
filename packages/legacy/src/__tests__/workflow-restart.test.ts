import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../http/envelope.js';
import { startLegacy } from '../index.js';
import type { RequirementDto } from '../modules/requirements/requirements.repository.js';
import type { WorkflowStateDto } from '../modules/workflow/workflow.repository.js';
import { LegacyClient } from './helpers.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the legal workflow across a restart', () => {
  it('shows the approver, after a restart, the requirement the lawyer defined and submitted', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lexbridge-workflow-'));
    dirs.push(dataDir);

    const first = await startLegacy({ dataDir, logLevel: 'silent' });
    let key: { sectionId: number; businessLineId: number };
    try {
      const client = new LegacyClient(first.url);
      const lawyer = await client.login('lawyer@lexbridge.test');
      const queue = await client.get<Envelope<WorkflowStateDto[]>>('/LegalModule/get-dashboard-list', {
        token: lawyer.accessToken,
        params: { UserId: lawyer.userId },
      });
      const law = queue.body.Result.find((row) => row.TabIndex === 4 && row.RequirementCount === 0)!;
      key = { sectionId: law.SectionId, businessLineId: law.BusinessLineId };
      const added = await client.post<Envelope<RequirementDto>>('/LawRequirement/add-law-requirement', {
        token: lawyer.accessToken,
        body: {
          ...key,
          requirementTypeId: 2,
          requirement: 'Keep the adverse action notice for 25 months',
          UserId: lawyer.userId,
        },
      });
      expect(added.status).toBe(200);
      const submitted = await client.post('/LawRequirement/submit-law-requirement', {
        token: lawyer.accessToken,
        body: { ...key, flag: 2, UserId: lawyer.userId },
      });
      expect(submitted.status).toBe(200);
    } finally {
      await first.close();
    }

    const second = await startLegacy({ dataDir, logLevel: 'silent' });
    try {
      const client = new LegacyClient(second.url);
      const approver = await client.login('approver@lexbridge.test');
      const queue = await client.get<Envelope<WorkflowStateDto[]>>('/LegalModule/get-dashboard-list', {
        token: approver.accessToken,
        params: { UserId: approver.userId },
      });
      expect(
        queue.body.Result.find(
          (row) => row.SectionId === key.sectionId && row.BusinessLineId === key.businessLineId,
        ),
      ).toMatchObject({
        Status: 'Submitted',
        LegalColumn: 'Pending',
        LawyerName: 'Lena Lawyer',
      });
      const rows = await client.get<Envelope<RequirementDto[]>>('/LawRequirement/get-law-requirement', {
        token: approver.accessToken,
        params: { section_id: key.sectionId, business_line_id: key.businessLineId, UserId: approver.userId },
      });
      expect(rows.body.Result).toMatchObject([
        {
          Requirement: 'Keep the adverse action notice for 25 months',
          Status: 'Submitted',
          CreatedBy: 'Lena Lawyer',
        },
      ]);
    } finally {
      await second.close();
    }
  });
});
