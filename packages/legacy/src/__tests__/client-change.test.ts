import { beforeAll, describe, expect, it } from 'vitest';
import { GAPS_LEGACY_MESSAGES as M } from '../modules/gaps/gaps.messages.js';
import { expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

const { catalogue, sessions, get } = useCatalogueSessions();
/** business-approver@: a business user of the same client and lines as business@ (ben). */
const more = {} as { approver: Session };

beforeAll(async () => {
  more.approver = await catalogue.client.login('business-approver@lexbridge.test');
});

const call = <T>(session: Session, method: string, path: string, body: Record<string, unknown>) =>
  catalogue.client.call<{ Message: string; Result: T }>(method, path, {
    token: session.accessToken,
    body: { ...body, UserId: session.userId },
  });

interface Change {
  ChangeId: number;
  Status: string;
  Undecided: number;
  SubmittedById: number | null;
  SubmittedBy: string | null;
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
    const submitted = assess.body.Result.find((row) => row.ChangeId === change.ChangeId)!;
    expect([submitted.SubmittedById, submitted.SubmittedBy]).toEqual([sessions.ben.userId, 'Ben Business']);
    // Separation of duties: the submitter may not accept the change; another business user of the client does.
    expectRefusal(
      await call(sessions.ben, 'POST', '/ClientChangeManagement/AcceptLaw', { ChangeId: change.ChangeId }),
      403,
      M.ownWork,
    );
    expect(
      (await call(more.approver, 'POST', '/ClientChangeManagement/AcceptLaw', { ChangeId: change.ChangeId }))
        .body.Message,
    ).toBe(M.accepted);
    const { rows } = await catalogue.running.db.query<{ submitted_by: number; accepted_by: number }>(
      'SELECT submitted_by, accepted_by FROM ccm_changes WHERE id = $1',
      [change.ChangeId],
    );
    expect(rows[0]).toEqual({ submitted_by: sessions.ben.userId, accepted_by: more.approver.userId });
    expectRefusal(
      await call(sessions.rita, 'POST', '/ClientChangeManagement/AcceptLaw', { ChangeId: change.ChangeId }),
      403,
      M.readOnly,
    );
  });
});
