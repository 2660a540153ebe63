import { Box, Button, HStack, Text, Textarea } from '@chakra-ui/react';
import { LARGE_TEXT_DEFAULTS, validateLargeText } from '@lexbridge/rules';
import { useState } from 'react';
import type { RenderEditCellProps } from 'react-data-grid';

export interface LargeTextEditorOptions {
  /** Default 100. */
  maxLength?: number;
  /** Letters, digits and spaces only. */
  lettersDigitsSpaces?: boolean;
  rows?: number;
  cols?: number;
}

/**
 * The large-text cell editor: a textarea of 10 rows and 25 columns, at most 100
 * characters by default, optionally letters, digits and spaces only. Enter without Shift or Save commits; Escape
 * or Cancel leaves the cell as it was.
 */
export function largeTextEditor<T>(key: keyof T & string, options: LargeTextEditorOptions = {}) {
  return function LargeTextEditCell({ row, onRowChange, onClose }: RenderEditCellProps<T>) {
    const [value, setValue] = useState(String(row[key] ?? ''));
    const max = options.maxLength ?? LARGE_TEXT_DEFAULTS.maxLength;
    const problem = validateLargeText(value, { maxLength: max, lettersDigitsSpaces: options.lettersDigitsSpaces });
    const commit = () => {
      if (problem) return;
      onRowChange({ ...row, [key]: value }, true);
    };
    return (
      <Box position="absolute" zIndex="dropdown" bg="bg" borderWidth="1px" borderRadius="md" p="2" shadow="md" minW="260px">
        <Textarea
          autoFocus
          aria-label="Edit text"
          value={value}
          rows={options.rows ?? LARGE_TEXT_DEFAULTS.rows}
          cols={options.cols ?? LARGE_TEXT_DEFAULTS.cols}
          maxLength={max}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            event.stopPropagation();
            if (event.key === 'Escape') onClose(false);
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              commit();
            }
          }}
        />
        <HStack justify="space-between" mt="1">
          <Text textStyle="xs" color={problem ? 'fg.error' : 'fg.muted'} role={problem ? 'alert' : undefined}>
            {problem ?? `${value.length} / ${max}`}
          </Text>
          <HStack gap="1">
            <Button size="xs" variant="outline" onClick={() => onClose(false)}>
              Cancel
            </Button>
            <Button size="xs" colorPalette="blue" onClick={commit} disabled={Boolean(problem)}>
              Save
            </Button>
          </HStack>
        </HStack>
      </Box>
    );
  };
}
