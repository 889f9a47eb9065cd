import { publicUrlOf } from '../../../tools/apps';
import { robotsTxt } from './robots';

describe('/robots.txt', () => {
  it('allows the shop, keeps crawlers out of the private pages, the API and the sandboxes, and names the sitemap', () => {
    const text = robotsTxt(publicUrlOf({ PUBLIC_URL: 'https://shop.example.np//' }));
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /dashboard/',
      'Disallow: /Cart',
      'Disallow: /cart',
      'Disallow: /Login',
      'Disallow: /Register',
      'Disallow: /success',
      'Disallow: /api/',
      'Disallow: /sandbox/',
      '',
      'Sitemap: https://shop.example.np/sitemap.xml',
      '',
    ]);
    expect(publicUrlOf({})).toBe('http://localhost:4200');
    // Another port for the shop, and no PUBLIC_URL: links point at that port (issue 51).
    expect(publicUrlOf({ SHELL_PORT: '5300' })).toBe('http://localhost:5300');
  });
});
