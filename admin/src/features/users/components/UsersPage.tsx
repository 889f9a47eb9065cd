import { Link } from 'react-router-dom';
import { ROLE_NAMES, USER_SEARCH_MAX, type AdminUser } from '@pashmina/contracts';
import { SHELL_ROUTES } from '@pashmina/shared-ui';
import { type DataTableColumn } from '@pashmina/shared-ui/panels';
import { SearchedList, searchedList, useListSearch } from '../../../components/SearchedList';
import { useGetUsersQuery } from '../api/usersApi';
import { NO_USERS_MESSAGE } from '../messages';

export const USERS_TITLE = 'Users';

const USER_LIST = searchedList(USER_SEARCH_MAX);

export const userPath = (id: string) => SHELL_ROUTES.adminUser.replace(':id', encodeURIComponent(id));

const COLUMNS: DataTableColumn<AdminUser>[] = [
  { key: 'name', header: 'Name', render: (user) => user.name },
  { key: 'email', header: 'Email', render: (user) => user.email },
  { key: 'role', header: 'Roles', render: (user) => ROLE_NAMES[user.role] ?? 'Customer' },
  {
    key: 'edit',
    header: 'Edit',
    render: (user) => (
      <Link to={userPath(user._id)} aria-label={`Edit ${user.name}`}>
        Edit
      </Link>
    ),
  },
];

/** The shop's accounts: searched by e-mail and paged on the server, through the URL. */
export function UsersPage() {
  const search = useListSearch(USER_LIST);
  const users = useGetUsersQuery(search.query);
  return (
    <SearchedList
      title={USERS_TITLE}
      searchId="user-search"
      searchMax={USER_SEARCH_MAX}
      search={search}
      result={users}
      rows={(data) => data.users}
      columns={COLUMNS}
      rowKey={(user) => user._id}
      loading="Loading users..."
      empty={NO_USERS_MESSAGE}
    />
  );
}
