import { Box, Button, Checkbox, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TERMS_INTRODUCTION, TERMS_SECTIONS, TERMS_TITLE } from './terms-sections';

interface TermsDialogProps {
  open: boolean;
  /** Whether the terms are already accepted on the form; the dialog's own box starts in the same state. */
  initiallyAccepted: boolean;
  /** `accepted` is true only when the dialog's box was ticked and Accept pressed. */
  onClose: (accepted: boolean) => void;
}

/** The agreement, sections A to K; it closes "accepted" only when its checkbox is ticked. */
export function TermsDialog({ open, initiallyAccepted, onClose }: TermsDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose(false)}
      size="lg"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Remounted on every opening so the box starts from the form's state, not from last time. */}
          {open && <TermsDialogContent initiallyAccepted={initiallyAccepted} onClose={onClose} />}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TermsDialogContent({ initiallyAccepted, onClose }: Omit<TermsDialogProps, 'open'>) {
  const [accepted, setAccepted] = useState(initiallyAccepted);
  return (
    <Dialog.Content>
      <Dialog.Header>
        <Dialog.Title>Terms and Conditions</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Box
          maxH="500px"
          overflowY="auto"
          pe="2"
          tabIndex={0}
          aria-label={TERMS_TITLE}
          role="region"
          borderWidth="1px"
          borderRadius="md"
          p="4"
        >
          <Heading as="h3" size="md" mb="2">
            {TERMS_TITLE}
          </Heading>
          <Text mb="4" textStyle="sm">
            {TERMS_INTRODUCTION}
          </Text>
          <Stack gap="4">
            {TERMS_SECTIONS.map((section) => (
              <Box as="section" key={section.letter} aria-labelledby={`terms-${section.letter}`}>
                <Heading as="h4" size="sm" id={`terms-${section.letter}`} mb="1">
                  {section.letter}. {section.title}
                </Heading>
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph.slice(0, 40)} textStyle="sm" mb="2">
                    {paragraph}
                  </Text>
                ))}
              </Box>
            ))}
          </Stack>
        </Box>
        <Checkbox.Root
          mt="4"
          checked={accepted}
          onCheckedChange={(details) => setAccepted(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>I have read and agree to the Terms and Conditions</Checkbox.Label>
        </Checkbox.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => onClose(false)}>
          Cancel
        </Button>
        <Button colorPalette="blue" disabled={!accepted} onClick={() => onClose(true)}>
          Accept
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
