import {
  CenteredMessage,
  LinkButton,
  SHELL_ROUTES,
  selectIsAdmin,
  STOREFRONT_ROUTES,
  useAppSelector,
  useDocumentTitle,
} from '@pashmina/shared-ui';

export const NOT_ALLOWED_TITLE = 'Not allowed';

/**
 * A logged-in user whose token the server refuses for this area (403): logging in again would not help,
 * so no countdown to the login page, just where they can go instead.
 */
export function NotAllowedPage() {
  useDocumentTitle(NOT_ALLOWED_TITLE);
  // The navigation bar treats any role but 0 as admin; here the server has just said otherwise.
  const customer = !useAppSelector(selectIsAdmin);
  return (
    <CenteredMessage
      title={NOT_ALLOWED_TITLE}
      actions={
        <>
          <LinkButton to={STOREFRONT_ROUTES.home}>Back to home</LinkButton>
          {customer && (
            <LinkButton to={SHELL_ROUTES.userDashboard} variant="secondary">
              Your account
            </LinkButton>
          )}
        </>
      }
    >
      <p>This page is for the shop&apos;s admins only. Your account does not have access to it.</p>
    </CenteredMessage>
  );
}
