import { describe, expect, it } from 'vitest';
import { GAPS_LEGACY_MESSAGES as M } from '../modules/gaps/gaps.messages.js';
import { expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

const { catalogue, sessions, get } = useCatalogueSessions();

const call = <T>(session: Session, method: string, path: string, body: Record<string, unknown>) =>
  catalogue.client.call<{ Message: string; Result: T }>(method, path, {
    token: session.accessToken,
    body: { ...body, UserId: session.userId },
  });

interface Change {
  ChangeId: number;
  Status: string;
  Undecided: number;
}

describe('client change management', () => {
  it('takes a change through decisions, mapping, submit and accept', async () => {
    const queue = await get<Change[]>(sessions.ben, '/ClientChangeManagement/get-work-queue');
    expect(queue.body.Result.length).toBeGreaterThan(0);
    const change = queue.body.Result[0]!;
    const detail = await get<{ Requirements: { Id: number }[]; Processes: { Id: number }[] }>(
      sessions.ben,
      '/ClientChangeManagement/GetRequirementCompanyProcessWise',
      { ChangeId: change.ChangeId },
    );
    expectRefusal(
      await call(sessions.ben, 'POST', '/ClientChangeManagement/SubmitChanges', {
        ChangeId: change.ChangeId,
      }),
      400,
      M.assessAllFirst,
    );
    expectRefusal(
      await call(sessions.ben, 'PUT', '/ClientChangeManagement/UpdateProposedRequirement', {
        Id: detail.body.Result.Requirements[0]!.Id,
        Decision: 'Updated',
        ProposedRequirement: '',
      }),
      400,
      M.proposedRequired,
    );
    for (const requirement of detail.body.Result.Requirements) {
      const saved = await call(sessions.ben, 'PUT', '/ClientChangeManagement/UpdateProposedRequirement', {
        Id: requirement.Id,
        Decision: 'Accepted',
      });
      expect(saved.body.Message).toBe(M.proposedUpdated);
    }
    const mapped = await call(sessions.ben, 'POST', '/RequirementMapping/SaveSubmitMapping', {
      RequirementChangeId: detail.body.Result.Requirements[0]!.Id,
      CompanyProcessIds: [detail.body.Result.Processes[0]!.Id],
      IsSubmit: true,
    });
    expect(mapped.body.Message).toBe(M.mappingSubmittedForReview);
    const updated = await get<unknown[]>(sessions.ben, '/RequirementMapping/GetUpdatedSignatures', {
      RequirementChangeId: detail.body.Result.Requirements[0]!.Id,
    });
    expect(updated.body.Result).toHaveLength(1);
    expectRefusal(
      await call(sessions.ben, 'POST', '/ClientChangeManagement/AcceptLaw', { ChangeId: change.ChangeId }),
      400,
      M.notSubmitted,
    );
    expect(
      (
        await call(sessions.ben, 'POST', '/ClientChangeManagement/SubmitChanges', {
          ChangeId: change.ChangeId,
        })
      ).body.Message,
    ).toBe(M.changesSubmitted);
    const assess = await get<Change[]>(sessions.ben, '/ClientChangeManagement/get-assesswork-queue');
    expect(assess.body.Result.map((row) => row.ChangeId)).toContain(change.ChangeId);
    expect(
      (await call(sessions.ben, 'POST', '/ClientChangeManagement/AcceptLaw', { ChangeId: change.ChangeId }))
        .body.Message,
    ).toBe(M.accepted);
    expectRefusal(
      await call(sessions.rita, 'POST', '/ClientChangeManagement/AcceptLaw', { ChangeId: change.ChangeId }),
      403,
      M.readOnly,
    );
  });
});
