import { useValidatorBusinessLinesQuery } from '../../../gql/hooks';
import type { Option } from '../../../components/maintenance-grid/maintenance-modal';

/** The user's business lines, named with their industry when two industries share a name. */
export function useBusinessLineOptions(): Option[] {
  const { data } = useValidatorBusinessLinesQuery();
  return (data?.industries ?? []).flatMap((industry) =>
    industry.businessLines.map((line) => ({ id: line.id, name: line.name })),
  );
}
