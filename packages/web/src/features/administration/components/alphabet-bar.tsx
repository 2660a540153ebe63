import { Button, Wrap } from '@chakra-ui/react';
import { ALPHABET_LETTERS } from '@lexbridge/rules';

/** The alphabet pagination: All, then A to Z; the current letter is pressed. */
export function AlphabetBar({ value, onChange }: { value: string; onChange: (letter: string) => void }) {
  return (
    <Wrap gap="1" role="toolbar" aria-label="Names starting with">
      {ALPHABET_LETTERS.map((letter) => (
        <Button
          key={letter}
          size="xs"
          minW="8"
          variant={letter === value ? 'solid' : 'outline'}
          colorPalette={letter === value ? 'blue' : 'gray'}
          aria-pressed={letter === value}
          onClick={() => onChange(letter)}
        >
          {letter}
        </Button>
      ))}
    </Wrap>
  );
}
