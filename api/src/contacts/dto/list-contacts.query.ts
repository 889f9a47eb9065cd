import { type ContactListQuery, EMAIL_MAX } from '../../contracts';
import { PageQueryDto } from '../../common/validation/page-query';
import { SearchTextField } from '../../common/validation/search-text';

/** GET /api/v1/contact: `q` (an e-mail substring, admins only), `page` and `limit`. */
export class ListContactsQuery extends PageQueryDto implements ContactListQuery {
  @SearchTextField(EMAIL_MAX, 'Admins: e-mail contains the text (case-insensitive)')
  q?: string;
}
