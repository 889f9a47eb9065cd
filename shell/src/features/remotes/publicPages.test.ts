// The shell's server preloads the storefront's files on the storefront's pages (tools/scripts/lib/page-hints.mjs),
// which it knows from tools/apps.js, plain JavaScript that cannot import the route table: the two must agree.
import { STOREFRONT_PATHS } from '@pashmina/shared-ui';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REMOTES } = require('../../../../tools/apps.js') as {
  REMOTES: { name: string; pages?: string[] }[];
};

describe("the storefront's pages in tools/apps.js", () => {
  it('are exactly the route table of shared-ui', () => {
    const storefront = REMOTES.find((remote) => remote.name === 'storefront');
    expect([...(storefront?.pages ?? [])].sort()).toEqual([...STOREFRONT_PATHS].sort());
  });

  it('are the only public pages: the customer area and the admin are never preloaded', () => {
    expect(REMOTES.filter((remote) => remote.pages).map((remote) => remote.name)).toEqual(['storefront']);
  });
});
