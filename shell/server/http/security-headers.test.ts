import { shellContentSecurityPolicy } from './security-headers';

describe("the shell's Content-Security-Policy", () => {
  it('loads pictures from the shop and its remotes, and from PICTURES_PUBLIC_URL’s origin when the API names one', () => {
    expect(shellContentSecurityPolicy(['https://cdn.example'])['img-src']).toEqual([
      "'self'",
      'https://cdn.example',
      'data:',
      'blob:',
    ]);
    const policy = shellContentSecurityPolicy([], [], ['https://pictures.example']);
    expect(policy['img-src']).toEqual(["'self'", 'https://pictures.example', 'data:', 'blob:']);
    // Only pictures: nothing else may come from there.
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });
});
