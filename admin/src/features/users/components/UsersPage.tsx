import { Link } from 'react-router-dom';
import { PAGE_SIZE, ROLE_ADMIN, USER_SEARCH_MAX, type AdminUser } from '@pashmina/contracts';
import {
  DataTable,
  PagedList,
  PanelPage,
  SearchBox,
  searchParam,
  SHELL_ROUTES,
  useGetUsersQuery,
  useListQuery,
  type DataTableColumn,
} from '@pashmina/shared-ui';
import { NO_USERS_MESSAGE } from '../messages';
import styles from '../../../components/ManageScreen.module.css';

export const USERS_TITLE = 'Users';

/** The list as the URL holds it: ?q= (part of an e-mail) and ?page=. */
const USER_LIST = { q: searchParam('q', USER_SEARCH_MAX) };

export const userPath = (id: string) => SHELL_ROUTES.adminUser.replace(':id', encodeURIComponent(id));

const COLUMNS: DataTableColumn<AdminUser>[] = [
  { key: 'name', header: 'Name', render: (user) => user.name },
  { key: 'email', header: 'Email', render: (user) => user.email },
  { key: 'role', header: 'Roles', render: (user) => (user.role === ROLE_ADMIN ? 'Admin' : 'User') },
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
  const [{ q, page }, go] = useListQuery(USER_LIST);
  const users = useGetUsersQuery({
    q: q || undefined,
    page,
    limit: PAGE_SIZE,
  });

  return (
    <PanelPage title={USERS_TITLE}>
      <SearchBox
        id="user-search"
        name="Users"
        label="Search by email"
        maxLength={USER_SEARCH_MAX}
        value={q}
        onSearch={(text) => go({ q: text })}
        className={styles.search}
      />
      <PagedList
        query={users}
        items={(data) => data.users}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => go({ page: next })}
        onPastEnd={(last) => go({ page: last }, { replace: true })}
        pagerAlways
        loading="Loading users..."
        empty={NO_USERS_MESSAGE}
      >
        {(rows) => <DataTable caption="Users" columns={COLUMNS} rows={rows} rowKey={(user) => user._id} />}
      </PagedList>
    </PanelPage>
  );
}
