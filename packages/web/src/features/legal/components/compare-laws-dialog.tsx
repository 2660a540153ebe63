import { Accordion, Box, Dialog, Portal, Spinner, Text } from '@chakra-ui/react';
import { MESSAGES } from '@lexbridge/rules';
import { skipToken } from '@apollo/client/react';
import { useId, useState } from 'react';
import { LawDetailView } from '../../../components/law-detail/law-detail-view';
import { useDraggable } from '../../../components/use-draggable';
import { WindowHeader } from '../../../components/window/window-header';
import { useCompareLawsQuery } from '../../../gql/hooks';
import type { SelectedLawRow } from './hierarchy-tree';

interface CompareLawsDialogProps {
  open: boolean;
  rows: readonly SelectedLawRow[];
  businessLineId: string | null;
  /** The page the dialog is opened from (the law detail view's parent page). */
  parentPage: string;
  onClose: () => void;
}

/** The panel title: the regulator, a colon, then the level 1 name. */
export function comparePanelTitle(row: Pick<SelectedLawRow, 'regulator' | 'level1'>): string {
  return `${row.regulator}: ${row.level1}`;
}

/**
 * The titles of the compared panels, one per row: the '{regulator}: {level 1}' title, with the section in brackets when another panel
 * has the same regulator and level 1 (two sections of one title would otherwise look alike), and the panel's place
 * among those when even the section repeats.
 */
export function comparePanelTitles(
  rows: readonly Pick<SelectedLawRow, 'regulator' | 'level1' | 'section'>[],
): string[] {
  const titles = rows.map(comparePanelTitle);
  return rows.map((row, index) => {
    const title = titles[index]!;
    const alike = (upTo: number) =>
      rows.slice(0, upTo).filter((other, at) => titles[at] === title && other.section === row.section).length;
    if (titles.filter((other) => other === title).length === 1) return title;
    if (alike(rows.length) === 1) return `${title} (${row.section})`;
    return `${title} (${row.section}, ${alike(index + 1)})`;
  });
}

/**
 * The Compare Laws dialog: an accordion with one panel per selected row, each the law-detail
 * view. Minimize, maximize and close buttons; draggable by its header; full height; closes on Escape.
 */
export function CompareLawsDialog({ open, onClose, ...props }: CompareLawsDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size="cover"
      placement="center"
      closeOnEscape
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>{open && <CompareContent {...props} onClose={onClose} />}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CompareContent({ rows, businessLineId, parentPage, onClose }: Omit<CompareLawsDialogProps, 'open'>) {
  const [maximized, setMaximized] = useState(false);
  const { offset, handleProps } = useDraggable();
  const titleId = useId();
  const { data, loading, error } = useCompareLawsQuery(
    rows.length
      ? {
          variables: {
            inputs: rows.map((row) => ({
              lawId: row.lawId,
              sectionId: row.sectionId,
              lawDetailId: row.lawDetailId,
              businessLineId,
            })),
          },
          // A row whose law fails is null with its error; the other rows still show (the BFF's partial answer).
          errorPolicy: 'all',
        }
      : skipToken,
  );
  const details = data?.lawDetails ?? [];
  const titles = comparePanelTitles(rows);

  return (
    <Dialog.Content
      aria-labelledby={titleId}
      h="100vh"
      maxH="100vh"
      w={maximized ? '100vw' : 'min(1100px, 100vw)'}
      maxW="100vw"
      my="0"
      p="0"
      overflow="hidden"
      data-size={maximized ? 'maximized' : 'normal'}
      style={{ translate: maximized ? undefined : `${offset.x}px ${offset.y}px` }}
    >
      <WindowHeader
        title="Compare Laws"
        titleId={titleId}
        maximized={maximized}
        onMinimize={() => setMaximized(false)}
        onMaximize={() => setMaximized(true)}
        onClose={onClose}
        handleProps={handleProps}
      />
      <Box flex="1" overflowY="auto" p="4">
        {loading && <Spinner role="status" aria-label="Loading laws" />}
        {!loading && error && !data && (
          <Text role="alert" color="fg.error">
            {MESSAGES.lawTextLoadFailed}
          </Text>
        )}
        {data && (
          <Accordion.Root multiple collapsible defaultValue={rows.slice(0, 1).map((row) => row.key)}>
            {rows.map((row, index) => {
              const detail = details[index];
              return (
                <Accordion.Item key={row.key} value={row.key}>
                  <Accordion.ItemTrigger>
                    <Box flex="1" fontWeight="semibold" textAlign="start">
                      {titles[index]}
                    </Box>
                    <Accordion.ItemIndicator />
                  </Accordion.ItemTrigger>
                  <Accordion.ItemContent>
                    <Accordion.ItemBody>
                      {detail ? (
                        <LawDetailView detail={detail} parentPage={parentPage} />
                      ) : (
                        <Text role="alert" color="fg.error">
                          {MESSAGES.lawTextLoadFailed}
                        </Text>
                      )}
                    </Accordion.ItemBody>
                  </Accordion.ItemContent>
                </Accordion.Item>
              );
            })}
          </Accordion.Root>
        )}
      </Box>
    </Dialog.Content>
  );
}
