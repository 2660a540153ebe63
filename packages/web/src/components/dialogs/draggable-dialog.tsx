import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDraggable } from '../use-draggable';

export interface DraggableDialogProps {
  open: boolean;
  title: ReactNode;
  /** The cross, Escape and a click outside: the dialog ends dismissed, with no result. */
  onDismiss: () => void;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'cover' | 'full';
  role?: 'dialog' | 'alertdialog';
  /** The buttons at the bottom. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The shell of the shared pickers and dialogs: a close cross (dismiss), a header that drags the
 * dialog, and Escape to close. The body mounts on opening and unmounts on closing, so every opening starts fresh
 * from its props.
 */
export function DraggableDialog({
  open,
  title,
  onDismiss,
  size = 'lg',
  role = 'dialog',
  footer,
  children,
}: DraggableDialogProps) {
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(details) => !details.open && onDismiss()}
      size={size}
      placement="center"
      scrollBehavior="inside"
      closeOnEscape
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {open && (
            <DraggableContent title={title} footer={footer}>
              {children}
            </DraggableContent>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DraggableContent({
  title,
  footer,
  children,
}: {
  title: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { style, handleProps } = useDraggable();
  return (
    <Dialog.Content style={style}>
      <Dialog.Header {...handleProps}>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
