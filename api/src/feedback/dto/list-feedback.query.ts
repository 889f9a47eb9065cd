import { type FeedbackListQuery, EMAIL_MAX } from '../../contracts';
import { PageQueryDto } from '../../common/validation/page-query';
import { SearchTextField } from '../../common/validation/search-text';

/** GET /api/v1/contact: `q` (an e-mail substring, admins only), `page` and `limit`. */
export class ListFeedbackQuery extends PageQueryDto implements FeedbackListQuery {
  @SearchTextField(EMAIL_MAX, 'Admins: e-mail contains the text (case-insensitive)')
  q?: string;
}
