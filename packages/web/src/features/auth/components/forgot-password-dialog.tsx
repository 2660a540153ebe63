import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { ACCESS_TEXTS, MESSAGES, TOAST_TITLES, validateForgotPassword } from '@lexbridge/rules';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useDraggable } from '../../../components/use-draggable';
import { useRequestPasswordResetMutation } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';

/** This one toast is titled 'Error', not 'Error!'. */
const INVALID_EMAIL_TITLE = ACCESS_TEXTS.invalidEmailTitle;

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The Forgot Password dialog: an e-mail and a Reset button, disabled while the
 * e-mail is not valid. Success shows the BFF's text as 'Success!' and closes; a failure shows it as 'Error!'.
 * Closes with the cross and Esc; moves by its header.
 */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      closeOnEscape
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>{open && <ForgotPasswordContent onClose={onClose} />}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ForgotPasswordContent({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [requestReset, { loading }] = useRequestPasswordResetMutation();
  const { style, handleProps } = useDraggable();
  const invalid = validateForgotPassword({ email });

  async function send() {
    if (loading) return;
    if (invalid) {
      notify({ type: 'error', title: INVALID_EMAIL_TITLE, description: invalid.message });
      return;
    }
    try {
      const { data } = await requestReset({ variables: { input: { email: email.trim() } } });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: data?.requestPasswordReset.message ?? MESSAGES.defaultSuccess,
      });
      onClose();
    } catch (failure) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(failure, MESSAGES.defaultError, ['email']),
      });
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send();
  }

  // With the Reset button disabled the browser does not submit on Enter; the user still hears why.
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && invalid) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <Dialog.Content style={style}>
      <form onSubmit={handleSubmit} noValidate>
        <Dialog.Header {...handleProps}>
          <Dialog.Title>Forgot Password</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Text>{MESSAGES.forgotPasswordIntro}</Text>
            <Field.Root required>
              <Field.Label>Email</Field.Label>
              <Input
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                onKeyDown={handleKeyDown}
              />
            </Field.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button
            type="submit"
            colorPalette="blue"
            disabled={!!invalid}
            loading={loading}
            loadingText="Sending…"
          >
            Reset
          </Button>
        </Dialog.Footer>
      </form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
