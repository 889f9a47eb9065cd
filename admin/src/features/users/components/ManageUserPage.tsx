import { useParams } from 'react-router-dom';
import { ErrorState, LinkButton, SHELL_ROUTES, useGetUserQuery } from '@pashmina/shared-ui';
import { PanelPage, QueryState } from '@pashmina/shared-ui/panels';
import { USER_NOT_FOUND_MESSAGE } from '../messages';
import { ManageUserForm } from './ManageUserForm';

export const MANAGE_USER_TITLE = 'Manage User';

/** Manage User: one account's role, or its deletion. */
export function ManageUserPage() {
  const { id = '' } = useParams();
  const userQuery = useGetUserQuery(id);

  return (
    <PanelPage title={MANAGE_USER_TITLE} narrow>
      <p>
        <LinkButton to={SHELL_ROUTES.adminUsers} variant="ghost" size="sm">
          <span aria-hidden="true">‹</span> Back to users
        </LinkButton>
      </p>
      <QueryState query={userQuery} notFound={<ErrorState message={USER_NOT_FOUND_MESSAGE} />}>
        {(user) => (
          // A fresh form per account, so its role starts from that account's.
          <ManageUserForm key={user._id} user={user} />
        )}
      </QueryState>
    </PanelPage>
  );
}
