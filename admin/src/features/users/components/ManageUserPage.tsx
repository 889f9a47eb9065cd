import { useParams } from 'react-router-dom';
import { SHELL_ROUTES } from '@pashmina/shared-ui';
import { useGetUserQuery } from '../api/usersApi';
import { ManageRecordPage } from '../../../components/ManageRecordPage';
import { USER_NOT_FOUND_MESSAGE } from '../messages';
import { ManageUserForm } from './ManageUserForm';

export const MANAGE_USER_TITLE = 'Manage User';

/** Manage User: one account's role, or its deletion. */
export function ManageUserPage() {
  const { id = '' } = useParams();
  return (
    <ManageRecordPage
      title={MANAGE_USER_TITLE}
      back={{ to: SHELL_ROUTES.adminUsers, label: 'Back to users' }}
      query={useGetUserQuery(id)}
      notFound={USER_NOT_FOUND_MESSAGE}
    >
      {(user) => (
        // A fresh form per account, so its role starts from that account's.
        <ManageUserForm key={user._id} user={user} />
      )}
    </ManageRecordPage>
  );
}
