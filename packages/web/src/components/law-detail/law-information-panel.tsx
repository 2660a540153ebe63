import { DataList } from '@chakra-ui/react';
import type { LawInformationFieldsFragment } from '../../gql/graphql';

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * The Law Information panel: Level 1 to Level 10, Section, Regulator, Type and Legal Contact.
 * Levels the law does not have are left out; the other fields show '-' when empty.
 */
export function LawInformationPanel({ law }: { law: LawInformationFieldsFragment }) {
  const rows: [string, string | null][] = [
    ...LEVELS.map((level) => [`Level ${level}`, law[`level${level}`]] as [string, string | null]).filter(
      ([, value]) => !!value,
    ),
    ['Section', law.section],
    ['Regulator', law.regulator],
    ['Type', law.type],
    ['Legal Contact', law.legalContact],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2" aria-label="Law Information">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value || '-'}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
