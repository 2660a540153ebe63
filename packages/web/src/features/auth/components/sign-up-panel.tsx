import { HStack, Link, Separator, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Disclaimer } from './disclaimer';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { SignUpForm } from './sign-up-form';

/** Sign-up mode: the form, and links to Forgot Password and back to Login. */
export function SignUpPanel({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [forgotOpen, setForgotOpen] = useState(false);
  return (
    <Stack gap="5">
      <SignUpForm />
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Link asChild colorPalette="blue" textStyle="sm">
          <button type="button" onClick={() => setForgotOpen(true)}>
            Forgot Password
          </button>
        </Link>
        <Link asChild colorPalette="blue" textStyle="sm">
          <button type="button" onClick={onBackToLogin}>
            Back to Login
          </button>
        </Link>
      </HStack>
      <Separator />
      <Disclaimer />
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </Stack>
  );
}
