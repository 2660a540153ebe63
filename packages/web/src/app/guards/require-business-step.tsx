import { businessStepRefusal, type BusinessStep } from '@lexbridge/rules';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { clearNewRequestFlow, isNewRequestFlow } from '../../lib/business-selection';
import { notify } from '../../lib/toast';
import { readSelectedLaw } from '../../lib/workflow-selection';

/** Query parameters that say where the user came from, not a filter of the step. */
const ARRIVAL_PARAM = 'from';
const GAPS_OR_ASSESS_CHANGE = ['gaps-and-updates', 'assess-change'];

/**
 * The business module's stepper gating by tab index: business-module and business-dashboard-report always open
 * (and end the new-request flow); law-not-applicable needs no query parameters and no new-request flow; the steps
 * need a selected law and its tab index (validate 6 or lower without query parameters, map artifacts 3 or higher or
 * arriving from gaps-and-updates or assess-change, assess 4 or higher, approve 5 or higher). Refused: the toast and
 * the business dashboard.
 */
export function RequireBusinessStep({ step }: { step: BusinessStep }) {
  const { search } = useLocation();
  const [verdict] = useState(() => {
    const params = new URLSearchParams(search);
    const from = params.get(ARRIVAL_PARAM);
    const refusal = businessStepRefusal(step, {
      law: readSelectedLaw(),
      hasQuery: [...params.keys()].length > 0,
      newRequestFlow: isNewRequestFlow(),
      fromGapsOrAssessChange: from !== null && GAPS_OR_ASSESS_CHANGE.includes(from),
    });
    return refusal;
  });
  useEffect(() => {
    if (step === 'dashboard' || step === 'dashboardReport') clearNewRequestFlow();
    if (verdict) notify({ type: verdict.type, title: verdict.title, description: verdict.message });
  }, [step, verdict]);
  if (verdict) return <Navigate to={paths.businessModule.getHref()} replace />;
  return <Outlet />;
}
