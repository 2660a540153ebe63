import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  /** Search boxes are 227px wide. */
  width?: string;
}

/** A search box with a clear button. */
export function SearchBox({
  value,
  onChange,
  label = 'Search',
  placeholder = 'Search',
  width = '227px',
}: SearchBoxProps) {
  return (
    <InputGroup
      w={width}
      maxW="100%"
      startElement={<Search size={16} aria-hidden="true" />}
      endElement={
        value ? (
          <CloseButton size="xs" aria-label={`Clear ${label.toLowerCase()}`} onClick={() => onChange('')} />
        ) : undefined
      }
    >
      <Input
        size="sm"
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </InputGroup>
  );
}
