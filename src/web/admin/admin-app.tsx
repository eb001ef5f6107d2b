import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ADMIN_BASE } from './admin-language';
import { adminRequest } from './admin-api';
import type { AdminKey } from './admin-api';
import { AdminLayout } from './admin-layout';
import { InboxPage } from './inbox-page';
import { MessagePage } from './message-page';
import { RecipientsPage } from './recipients-page';

const screens = (base: string): RouteObject => ({
  path: base,
  element: <AdminLayout />,
  children: [
    { index: true, element: <InboxPage /> },
    { path: 'messages/:id', element: <MessagePage /> },
    { path: 'recipients', element: <RecipientsPage /> },
    { path: '*', element: <InboxPage /> },
  ],
});

/** The admin screens: their own router, texts and data cache, apart from the public site. */
export function createAdminApp(texts: I18n) {
  const router = createBrowserRouter([screens(ADMIN_BASE.de), screens(ADMIN_BASE.en)]);
  return function AdminApp() {
    return (
      <I18nextProvider i18n={texts}>
        <SWRConfig
          value={{
            // The screen's language at the time of the call: messages come back in it.
            fetcher: ([path, query]: AdminKey) =>
              adminRequest(path, { query: query ?? {}, language: texts.language }),
            // Come back to the tab: fresh data; a 401 is not retried (sign-in form instead).
            revalidateOnFocus: true,
            shouldRetryOnError: false,
            keepPreviousData: true,
          }}
        >
          <RouterProvider router={router} />
        </SWRConfig>
      </I18nextProvider>
    );
  };
}
