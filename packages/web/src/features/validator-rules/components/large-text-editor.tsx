import { Box, Button, HStack, Portal, Text, Textarea } from '@chakra-ui/react';
import { LARGE_TEXT_DEFAULTS, validateLargeText } from '@lexbridge/rules';
import { useLayoutEffect, useRef, useState } from 'react';
import type { RenderEditCellProps } from 'react-data-grid';

export interface LargeTextEditorOptions {
  /** Default 100. */
  maxLength?: number;
  /** Letters, digits and spaces only. */
  lettersDigitsSpaces?: boolean;
  rows?: number;
  cols?: number;
  /** Names the editor for screen readers ('Edit Rule Message Logic'). */
  label?: string;
}

const MARGIN = 8;

/** Where the overlay goes: under the cell's top-left corner, kept inside the window. */
function placeBelow(anchor: DOMRect, panel: { width: number; height: number }) {
  const maxLeft = window.innerWidth - panel.width - MARGIN;
  const left = Math.max(MARGIN, Math.min(anchor.left, maxLeft));
  const below = anchor.bottom + 2;
  // Not enough room under the cell: open above it instead.
  const top =
    below + panel.height > window.innerHeight - MARGIN
      ? Math.max(MARGIN, anchor.top - panel.height - 2)
      : below;
  return { top, left };
}

/**
 * The large-text cell editor: a textarea of 10 rows and 25 columns, at most 100 characters by default, optionally
 * letters, digits and spaces only. It opens in an overlay over the page, anchored to the cell, because a grid row is
 * 35px high and would clip it. Enter without Shift or Save commits; Escape or Cancel leaves the cell as it was.
 */
export function largeTextEditor<T>(key: keyof T & string, options: LargeTextEditorOptions = {}) {
  return function LargeTextEditCell({ row, onRowChange, onClose }: RenderEditCellProps<T>) {
    const [value, setValue] = useState(String(row[key] ?? ''));
    const anchor = useRef<HTMLSpanElement>(null);
    // The portal mounts after the cell: placing waits for the overlay's element.
    const [panel, setPanel] = useState<HTMLDivElement | null>(null);
    const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
    const max = options.maxLength ?? LARGE_TEXT_DEFAULTS.maxLength;
    const problem = validateLargeText(value, {
      maxLength: max,
      lettersDigitsSpaces: options.lettersDigitsSpaces,
    });
    const commit = () => {
      if (problem) return;
      onRowChange({ ...row, [key]: value }, true);
    };

    useLayoutEffect(() => {
      const place = () => {
        const cell = anchor.current?.closest('[role="gridcell"]') ?? anchor.current;
        if (!cell || !panel) return;
        setPosition(placeBelow(cell.getBoundingClientRect(), panel.getBoundingClientRect()));
      };
      place();
      window.addEventListener('resize', place);
      window.addEventListener('scroll', place, true);
      return () => {
        window.removeEventListener('resize', place);
        window.removeEventListener('scroll', place, true);
      };
    }, [panel]);

    return (
      <>
        <span ref={anchor} aria-hidden style={{ display: 'block', width: 0, height: 0 }} />
        {/* Rendered in a portal; React still carries its events to the grid's cell, which is what keeps the
            grid from treating a click here as a click outside the editor. */}
        <Portal>
          <Box
            ref={setPanel}
            role="dialog"
            aria-label={options.label ?? 'Edit text'}
            position="fixed"
            top={`${position?.top ?? 0}px`}
            left={`${position?.left ?? 0}px`}
            visibility={position ? 'visible' : 'hidden'}
            zIndex="popover"
            bg="bg"
            borderWidth="1px"
            borderRadius="md"
            p="2"
            shadow="lg"
            minW="280px"
            onKeyDown={(event) => {
              // The grid's own keys (Enter commits, arrows move) must not act on the overlay's buttons.
              event.stopPropagation();
              if (event.key === 'Escape') onClose(false);
            }}
          >
            <Textarea
              autoFocus
              aria-label="Edit text"
              value={value}
              rows={options.rows ?? LARGE_TEXT_DEFAULTS.rows}
              cols={options.cols ?? LARGE_TEXT_DEFAULTS.cols}
              maxLength={max}
              resize="none"
              onChange={(event) => setValue(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  commit();
                }
              }}
            />
            <HStack justify="space-between" mt="1" gap="3">
              <Text
                textStyle="xs"
                color={problem ? 'fg.error' : 'fg.muted'}
                role={problem ? 'alert' : undefined}
              >
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
        </Portal>
      </>
    );
  };
}
