import { Field, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';

/** One filter of the business screens: a labelled select whose first choice, All, clears it. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { id: string; name: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root w="auto" minW="180px">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">All</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface LawOfLineAndRegulator {
  businessLineId: string;
  businessLineName: string;
  regulatorId: string;
  regulator: string;
}

export interface SeenChoices {
  lines: { id: string; name: string }[];
  regulators: { id: string; name: string }[];
}

/**
 * The business lines and regulators of the laws met so far, in the order met: the choices stay when a filter narrows
 * the list (the catalogue has no separate call for them on these screens).
 */
export function useSeenLinesAndRegulators(laws: readonly LawOfLineAndRegulator[]): SeenChoices {
  const [seen, setSeen] = useState<{ lines: Map<string, string>; regulators: Map<string, string> }>(() => ({
    lines: new Map(),
    regulators: new Map(),
  }));
  // Adjusting state while rendering (React's pattern for state derived from new props): converges in one pass.
  const fresh = laws.filter(
    (law) => !seen.lines.has(law.businessLineId) || !seen.regulators.has(law.regulatorId),
  );
  let current = seen;
  if (fresh.length > 0) {
    const lines = new Map(seen.lines);
    const regulators = new Map(seen.regulators);
    for (const law of fresh) {
      lines.set(law.businessLineId, law.businessLineName);
      regulators.set(law.regulatorId, law.regulator);
    }
    current = { lines, regulators };
    setSeen(current);
  }
  return { lines: choices(current.lines), regulators: choices(current.regulators) };
}

function choices(named: Map<string, string>) {
  return [...named].map(([id, name]) => ({ id, name }));
}
