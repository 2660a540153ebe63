import { MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectLawDestination } from './select-law-destination';
import { useCurrentSession } from './session/session-context';
import { notify } from './toast';
import { readSelectedLaw, type SelectedLawDetail } from './workflow-selection';

/**
 * For the workflow screens: after any other guard, a law must be selected. Without one the user is told 'Please
 * select a Law.' (Required!) and sent where a law is chosen (selectLawDestination). Returns the selected law, or null
 * while leaving.
 */
export function useRequireSelectedLaw(): SelectedLawDetail | null {
  const navigate = useNavigate();
  const session = useCurrentSession();
  const [destination] = useState(() => selectLawDestination(session));
  // Read once on arrival: the screen works on the law it was opened for.
  const [law] = useState(readSelectedLaw);

  useEffect(() => {
    if (law) return;
    notify({ type: 'warning', title: TOAST_TITLES.required, description: MESSAGES.selectLaw });
    void navigate(destination, { replace: true });
  }, [law, navigate, destination]);

  return law;
}
