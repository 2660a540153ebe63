import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDraggable } from './use-draggable';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Text, or richer content (the delete confirmation's HTML). */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows a spinner on the confirm button while its action runs. */
  busy?: boolean;
  onConfirm: () => void;
  /** The cancel button; also Esc, the cross and a click outside unless onDismiss is given. */
  onCancel: () => void;
  /** Esc, the cross and a click outside, when they should end the dialog without an answer. */
  onDismiss?: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  busy = false,
  onConfirm,
  onCancel,
  onDismiss,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && (onDismiss ?? onCancel)()}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <ConfirmContent
            title={title}
            message={message}
            confirmLabel={confirmLabel}
            cancelLabel={cancelLabel}
            busy={busy}
            onConfirm={onConfirm}
            onCancel={onCancel}
          />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Moves by its header, like every dialog of the product. */
function ConfirmContent({
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: Required<Omit<ConfirmDialogProps, 'open' | 'onDismiss'>>) {
  const { style, handleProps } = useDraggable();
  return (
    <Dialog.Content style={style}>
      <Dialog.Header {...handleProps}>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{typeof message === 'string' ? <Text>{message}</Text> : message}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button colorPalette="blue" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" disabled={busy} />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
