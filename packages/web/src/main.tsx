import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApp } from './app/create-app';
import { AppProvider } from './app/provider';
import { acknowledgeForcedRefresh } from './lib/session/complete-sign-in';

acknowledgeForcedRefresh();
const { router } = createApp();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
