import { USER_SEARCH_MAX, type UserListQuery } from '../../contracts';
import { PageQueryDto } from '../../common/validation/page-query';
import { SearchTextField } from '../../common/validation/search-text';

/** GET /api/v1/auth/users (admin): `q` an e-mail substring, `page` and `limit`; total in X-Total-Count. */
export class ListUsersQuery extends PageQueryDto implements UserListQuery {
  @SearchTextField(USER_SEARCH_MAX, 'The e-mail contains the text (case-insensitive)')
  q?: string;
}
