import {
  declaredVersions,
  describeRefusal,
  FEDERATION_RUNTIME,
  isSupported,
  RemoteRefusedError,
  refusedVersions,
  supportedRange,
  type DeclaredShared,
} from './versions';

const HOST = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  'react-redux': '9.3.1',
  '@pashmina/shared-ui': '1.0.0',
};

/** A manifest's `shared` list: the host's own versions, with some replaced (undefined: left out). */
function sharedList(changes: Record<string, string | undefined> = {}): DeclaredShared[] {
  const versions: Record<string, string | undefined> = { ...HOST, 'react-dom/client': '19.3.1', ...changes };
  return Object.entries(versions)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, version]) => ({ name, version }));
}

describe('isSupported', () => {
  it('takes the same major, up to the shell’s own minor, and any patch', () => {
    expect(isSupported('19.0.0', '19.3.1')).toBe(true);
    expect(isSupported('19.3.9', '19.3.1')).toBe(true);
    expect(isSupported('19.3.0', '19.3.1')).toBe(true);
    expect(isSupported('7.0.0-beta.1', '7.18.5')).toBe(true);
  });

  it('refuses another major', () => {
    expect(isSupported('18.3.1', '19.3.1')).toBe(false);
    expect(isSupported('20.0.0', '19.3.1')).toBe(false);
    expect(isSupported('2.0.0', '1.0.0')).toBe(false);
  });

  it('refuses a newer minor: the shell’s older copy may lack what the remote uses', () => {
    expect(isSupported('19.4.0', '19.3.1')).toBe(false);
    expect(isSupported('1.1.0', '1.0.0')).toBe(false);
  });

  it('below 1.0.0, takes only the same minor, as semver’s caret does', () => {
    expect(isSupported('0.1.7', '0.1.0')).toBe(true);
    expect(isSupported('0.2.0', '0.1.0')).toBe(false);
    expect(isSupported('0.0.9', '0.1.0')).toBe(false);
  });

  it('refuses what is not a version', () => {
    expect(isSupported('latest', '19.3.1')).toBe(false);
    expect(isSupported('', '19.3.1')).toBe(false);
  });
});

describe('supportedRange', () => {
  it('names the versions people would write', () => {
    expect(supportedRange('19.3.1')).toBe('19.0.x to 19.3.x');
    expect(supportedRange('1.0.0')).toBe('1.0.x');
    expect(supportedRange('0.1.0')).toBe('0.1.x');
  });
});

describe('refusedVersions', () => {
  it('accepts a remote built against the shell’s singletons', () => {
    expect(refusedVersions(sharedList(), HOST)).toEqual([]);
  });

  it('accepts older minors and other patches', () => {
    expect(refusedVersions(sharedList({ react: '19.1.0', '@pashmina/shared-ui': '1.0.3' }), HOST)).toEqual(
      [],
    );
  });

  it.each([
    ['react', '18.3.1', '19.0.x to 19.3.x'],
    ['react-dom', '20.0.0', '19.0.x to 19.3.x'],
    ['react-router-dom', '6.30.0', '7.0.x to 7.18.x'],
    ['react-redux', '8.1.3', '9.0.x to 9.3.x'],
    ['@pashmina/shared-ui', '2.0.0', '1.0.x'],
    ['@pashmina/shared-ui', '1.1.0', '1.0.x'],
  ])('refuses %s %s, naming the supported %s', (name, declared, supported) => {
    expect(refusedVersions(sharedList({ [name]: declared }), HOST)).toEqual([{ name, declared, supported }]);
  });

  it('refuses a remote that does not share a singleton, which would bring a second copy', () => {
    expect(refusedVersions(sharedList({ '@pashmina/shared-ui': undefined }), HOST)).toEqual([
      { name: '@pashmina/shared-ui', declared: undefined, supported: '1.0.x' },
    ]);
  });

  it('refuses everything when the manifest has no shared list', () => {
    expect(refusedVersions(undefined, HOST)).toHaveLength(5);
    expect(refusedVersions({ react: '19.3.1' }, HOST)).toHaveLength(5);
  });

  it('lists every refused singleton', () => {
    const refusals = refusedVersions(sharedList({ react: '18.3.1', 'react-dom': '18.3.1' }), HOST);
    expect(refusals.map((r) => r.name)).toEqual(['react', 'react-dom']);
  });

  it('judges only what the shell knows its own version of', () => {
    expect(refusedVersions(sharedList({ react: '18.3.1' }), { 'react-router-dom': '7.18.5' })).toEqual([]);
  });
});

describe('the federation runtime a remote borrows from the shell', () => {
  const host = { ...HOST, [FEDERATION_RUNTIME]: '2.9.2' };
  const manifest = (pluginVersion?: string) => ({
    shared: sharedList(),
    metaData: { name: 'storefront', ...(pluginVersion ? { pluginVersion } : {}) },
  });

  it('is read from the manifest’s metaData.pluginVersion, beside its shared list', () => {
    expect(declaredVersions(manifest('2.9.2'))).toEqual([
      ...sharedList(),
      { name: FEDERATION_RUNTIME, version: '2.9.2' },
    ]);
    expect(declaredVersions(manifest())).toEqual(sharedList());
    expect(declaredVersions(null)).toEqual([]);
  });

  it('accepts a remote built with the shell’s runtime or an older minor of it', () => {
    expect(refusedVersions(declaredVersions(manifest('2.9.2')), host)).toEqual([]);
    expect(refusedVersions(declaredVersions(manifest('2.4.0')), host)).toEqual([]);
  });

  it('refuses a newer minor, another major, or none named', () => {
    const supported = '2.0.x to 2.9.x';
    for (const declared of ['2.10.0', '3.0.0']) {
      expect(refusedVersions(declaredVersions(manifest(declared)), host)).toEqual([
        { name: FEDERATION_RUNTIME, declared, supported },
      ]);
    }
    expect(refusedVersions(declaredVersions(manifest()), host)).toEqual([
      { name: FEDERATION_RUNTIME, declared: undefined, supported },
    ]);
  });
});

describe('RemoteRefusedError', () => {
  it('says which remote, which version was refused and what the shell supports', () => {
    const error = new RemoteRefusedError('storefront', [
      { name: 'react', declared: '18.3.1', supported: '19.0.x to 19.3.x' },
      { name: '@pashmina/shared-ui', declared: undefined, supported: '1.0.x' },
    ]);
    expect(error.message).toBe(
      'the storefront remote was refused before loading: its manifest declares react 18.3.1 (this shell supports ' +
        'react 19.0.x to 19.3.x), no @pashmina/shared-ui (this shell supports @pashmina/shared-ui 1.0.x)',
    );
    expect(error.message).toBe(describeRefusal('storefront', error.refusals));
    expect(error.name).toBe('RemoteRefusedError');
  });
});
