import { Box, chakra } from '@chakra-ui/react';
import { diffWords } from 'diff';
import { useMemo } from 'react';
import { htmlToText } from '../../lib/safe-html';

export interface DiffPart {
  kind: 'same' | 'inserted' | 'deleted';
  text: string;
}

/** A word-level diff of two HTML texts, compared as the reader sees them (tags left out). */
export function wordDiff(oldHtml: string | null | undefined, newHtml: string | null | undefined): DiffPart[] {
  return diffWords(htmlToText(oldHtml), htmlToText(newHtml)).map((change) => ({
    kind: change.added ? 'inserted' : change.removed ? 'deleted' : 'same',
    text: change.value,
  }));
}

const Ins = chakra('ins', { base: { bg: 'green.subtle', color: 'green.fg', textDecoration: 'underline' } });
const Del = chakra('del', { base: { bg: 'red.subtle', color: 'red.fg', textDecoration: 'line-through' } });

/** The old text versus the new one: insertions and deletions marked (law text change). */
export function TextDiff({
  oldText,
  newText,
}: {
  oldText: string | null | undefined;
  newText: string | null | undefined;
}) {
  const parts = useMemo(() => wordDiff(oldText, newText), [oldText, newText]);
  return (
    <Box whiteSpace="pre-wrap" data-part="text-diff">
      {parts.map((part, index) =>
        part.kind === 'inserted' ? (
          <Ins key={index}>{part.text}</Ins>
        ) : part.kind === 'deleted' ? (
          <Del key={index}>{part.text}</Del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Box>
  );
}
