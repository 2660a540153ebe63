import {
  businessModuleRefusal,
  canEnterChangeManagementStep,
  legalStepRefusal,
  MESSAGES,
  REQUIREMENT_MESSAGES,
  TOAST_TITLES,
  type ChangeManagementStep,
  type LegalStep,
} from '@lexbridge/rules';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { selectLawDestination } from '../../lib/select-law-destination';
import { useCurrentSession } from '../../lib/session/session-context';
import { notify } from '../../lib/toast';
import { readSelectedChangedLaw, readSelectedLaw } from '../../lib/workflow-selection';

type Verdict = {
  to: string;
  toast: { title: string; description: string; type: 'error' | 'warning' };
} | null;

/**
 * The step gating by tab index for the legal workflow (defineBusinessRequirements,
 * mapLawToBusinessProcesses, approveBusinessRequirements): no selected law gives 'Please select a Law.' and the
 * place to choose one (selectLawDestination); a law whose tab index does not admit the step gives an error toast and
 * stays on the dashboard.
 */
export function RequireLegalStep({ step }: { step: LegalStep }) {
  const session = useCurrentSession();
  const verdict = useStepVerdict(step, () => {
    const law = readSelectedLaw();
    if (!law) {
      return {
        to: selectLawDestination(session),
        toast: { type: 'warning', title: TOAST_TITLES.required, description: MESSAGES.selectLaw },
      };
    }
    const refusal = legalStepRefusal(step, law);
    return refusal
      ? {
          to: paths.legalDashboard.getHref(),
          toast: { type: 'error', title: TOAST_TITLES.error, description: refusal },
        }
      : null;
  });
  return <Verdict verdict={verdict} />;
}

const CHANGE_MANAGEMENT_BLOCKED: Record<ChangeManagementStep, string> = {
  mapBusinessRequirements: REQUIREMENT_MESSAGES.completeOnGoing,
  confirmLawRequirements: REQUIREMENT_MESSAGES.completeBySubmit,
};

/**
 * Change-management gating: mapBusinessRequirements needs tab index 1 or more,
 * confirmLawRequirements index 2; a Decommissioned change passes. Blocked: an error toast, back to newLaw.
 */
export function RequireChangeManagementStep({ step }: { step: ChangeManagementStep }) {
  const verdict = useStepVerdict(step, () => {
    const law = readSelectedChangedLaw();
    if (!law) {
      return {
        to: paths.shellArea.getHref('/change-management/newLaw'),
        toast: { type: 'warning', title: TOAST_TITLES.required, description: MESSAGES.selectLaw },
      };
    }
    return canEnterChangeManagementStep(step, law)
      ? null
      : {
          to: paths.shellArea.getHref('/change-management/newLaw'),
          toast: { type: 'error', title: TOAST_TITLES.error, description: CHANGE_MANAGEMENT_BLOCKED[step] },
        };
  });
  return <Verdict verdict={verdict} />;
}

/**
 * The business module's screens past its dashboard: a selected law with at least one requirement ('Please select a
 * Law.' / 'A law requirement is required to submit.'); otherwise back to where a law is chosen.
 */
export function RequireBusinessModuleLaw() {
  const session = useCurrentSession();
  const [verdict] = useState<Verdict>(() => {
    const refusal = businessModuleRefusal(readSelectedLaw());
    if (refusal === null) return null;
    return {
      to: selectLawDestination(session),
      toast:
        refusal === 'selectLaw'
          ? { type: 'warning', title: TOAST_TITLES.required, description: MESSAGES.selectLaw }
          : {
              type: 'error',
              title: TOAST_TITLES.error,
              description: REQUIREMENT_MESSAGES.requirementRequired,
            },
    };
  });
  return <Verdict verdict={verdict} />;
}

/**
 * The guard's verdict on `step`, judged once per step: it stays while the user works on the step (a submit that moves
 * the law on does not send them away), and is judged again when the same guard is reused for another step (the
 * router keeps a guard mounted when the user moves between two routes it guards, e.g. from one step to the next).
 */
function useStepVerdict<S extends string>(step: S, judge: () => Verdict): Verdict {
  const [held, setHeld] = useState(() => ({ step, verdict: judge() }));
  if (held.step === step) return held.verdict;
  const next = { step, verdict: judge() };
  setHeld(next);
  return next.verdict;
}

function Verdict({ verdict }: { verdict: Verdict }) {
  useEffect(() => {
    if (verdict) notify(verdict.toast);
  }, [verdict]);
  if (verdict) return <Navigate to={verdict.to} replace />;
  return <Outlet />;
}
