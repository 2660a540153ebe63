import { useState, type ReactNode } from 'react';
import { FilterSelect } from '../../../components/maintenance/grid-filters';
import { useOwnClient } from '../../../lib/session/use-own-client';

/**
 * The client a risk screen works for. Manual ratings, assessments and reports are a client's: a client's user
 * always works for its own client (no picker: the BFF takes it from the session), provider staff choose one.
 */
export function useRiskClient(
  clients: readonly { id: string; name: string }[],
  placeholder = 'Choose a client',
): { clientId: string; picker: ReactNode } {
  const own = useOwnClient();
  const [chosen, setChosen] = useState('');
  if (own) return { clientId: own.id, picker: null };
  return {
    clientId: chosen,
    picker: (
      <FilterSelect
        label="Client"
        value={chosen}
        onChange={setChosen}
        options={clients}
        placeholder={placeholder}
      />
    ),
  };
}
