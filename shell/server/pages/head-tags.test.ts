// Where a page's head goes in the shell's page (its tags themselves: shared-ui's seo/pageHead.test.ts).
import { withHeadTags } from './head-tags';

describe("a page's head in the shell's page", () => {
  it('puts the tags where the build had its title and description, before the boot frame’s style', () => {
    const page = withHeadTags(
      '<head><meta name="description" content="old" /><title>Pashmina Shop</title><style>x</style></head>',
      '<title>New</title>',
    );
    expect(page).toBe('<head><title>New</title><style>x</style></head>');
  });
});
