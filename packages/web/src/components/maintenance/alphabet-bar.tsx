import { Button, Wrap } from '@chakra-ui/react';
import { ALPHABET_LETTERS } from '@lexbridge/rules';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

interface AlphabetBarProps {
  /** The letter shown now: 'All' or A to Z. */
  value: string;
  onChange: (letter: string) => void;
  /** What the toolbar is called; the master lists filter names. */
  label?: string;
}

/**
 * The alphabet pagination of maintenance lists: All, then A to Z; the current letter is pressed. It is one toolbar
 * and one Tab stop (the WAI-ARIA toolbar pattern with a roving tabindex): Tab enters on the pressed letter, Left and
 * Right move between letters and wrap around at the ends, Home and End go to All and to Z, Enter or Space picks the
 * letter with focus. Moving does not pick, so walking along the bar asks for no rows.
 */
export function AlphabetBar({ value, onChange, label = 'Names starting with' }: AlphabetBarProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The letter with focus while focus is inside the bar; once focus leaves, Tab comes back to the pressed one.
  const [moved, setMoved] = useState<number | null>(null);
  const pressed = Math.max(0, ALPHABET_LETTERS.indexOf(value));
  const tabStop = moved ?? pressed;
  const last = ALPHABET_LETTERS.length - 1;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = buttons.current.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const target =
      event.key === 'ArrowRight'
        ? (at + 1) % ALPHABET_LETTERS.length
        : event.key === 'ArrowLeft'
          ? (at + last) % ALPHABET_LETTERS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setMoved(null);
  }

  return (
    <Wrap
      gap="1"
      role="toolbar"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {ALPHABET_LETTERS.map((letter, index) => (
        <Button
          key={letter}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          size="xs"
          minW="8"
          variant={letter === value ? 'solid' : 'outline'}
          colorPalette={letter === value ? 'blue' : 'gray'}
          aria-pressed={letter === value}
          tabIndex={index === tabStop ? 0 : -1}
          onFocus={() => setMoved(index)}
          onClick={() => onChange(letter)}
        >
          {letter}
        </Button>
      ))}
    </Wrap>
  );
}
