// /robots.txt: the shop is open to search engines but for the shopper's own pages, the accounts, the API and the
// development sandboxes; the sitemap (the API's, through the proxy) lists what to crawl.

const DISALLOWED = ['/dashboard/', '/Cart', '/cart', '/Login', '/Register', '/success', '/api/', '/sandbox/'];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
