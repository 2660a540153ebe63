import { Field, NativeSelect } from '@chakra-ui/react';
import { SELECT_PLACEHOLDER } from '@lexbridge/rules';
import { useEffect, useState } from 'react';
import { SearchBox } from '../pickers/search-box';
import type { Option } from './maintenance-modal';

/** The grid's search text, applied 500 ms after the last key so typing does not reload the grid per letter. */
export function useDebouncedSearch(delayMs = 500) {
  const [text, setText] = useState('');
  const [applied, setApplied] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setApplied(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return { text, setText, applied };
}

export function GridSearch({
  search,
  label,
}: {
  search: ReturnType<typeof useDebouncedSearch>;
  label: string;
}) {
  return <SearchBox value={search.text} onChange={search.setText} label={label} />;
}

/** All, Active or Inactive. */
export function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FilterSelect
      label="Status"
      value={value}
      onChange={onChange}
      options={[
        { id: 'true', name: 'Active' },
        { id: 'false', name: 'Inactive' },
      ]}
      placeholder="All"
    />
  );
}

export function FilterSelect({
  label,
  value,
  onChange,
  options,
  placeholder = SELECT_PLACEHOLDER,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  placeholder?: string;
}) {
  return (
    <Field.Root w="auto" minW="180px">
      <Field.Label textStyle="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={`Filter by ${label}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
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

export const statusOf = (value: string): boolean | null => (value === '' ? null : value === 'true');
