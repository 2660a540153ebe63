import { DataList } from '@chakra-ui/react';
import type { LawInformationFieldsFragment } from '../../gql/graphql';

const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * The levels the panel lists: Level 1 down to the deepest level the law has. Levels below it do not exist for this
 * law and are left out (a law of three levels shows no Level 4 to Level 10); an empty level above it shows '-', so the
 * numbering stays true. Level 1 always shows. Blank text counts as empty.
 */
export function shownLevels(law: LawInformationFieldsFragment): [string, string | null][] {
  const values = LEVELS.map((level) => law[`level${level}`]?.trim() || null);
  const deepest = Math.max(1, ...values.map((value, index) => (value ? index + 1 : 0)));
  return values.slice(0, deepest).map((value, index) => [`Level ${index + 1}`, value]);
}

/**
 * The Law Information panel: Level 1 to Level 10, Section, Regulator, Type and Legal Contact.
 * Levels as `shownLevels` says; the other fields show '-' when empty.
 */
export function LawInformationPanel({ law }: { law: LawInformationFieldsFragment }) {
  const rows: [string, string | null][] = [
    ...shownLevels(law),
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
