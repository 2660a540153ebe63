import { createToaster } from '@chakra-ui/react';

/** The toasts of the app (lib/toast.tsx creates them, lib/toaster-view.tsx shows them). */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });
