import {
  forgotPasswordEmailError,
  GENERIC_REGISTER_ERROR,
  loginErrorMessage,
  pathAfterLogin,
  REGISTER_MESSAGES,
  registerErrorMessage,
  safeReturnPath,
  validateNewPassword,
  validateRegister,
  type RegisterValues,
} from './validation';

const valid: RegisterValues = {
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  password: 'secret1',
  confirmPassword: 'secret1',
  phone: '9812345678',
  address: 'Lalitpur',
};

describe('register rules', () => {
  it('accepts a proper registration', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('reports every broken rule together', () => {
    expect(
      validateRegister({
        name: 'Sit',
        email: 'sita@',
        password: '12345',
        confirmPassword: 'x',
        phone: '12',
        address: ' ',
      }),
    ).toEqual(REGISTER_MESSAGES);
  });

  it.each(['9812345678', '9012345678', '8012345678', '8912345678', '9712345678'])(
    'phone %s is valid',
    (phone) => {
      expect(validateRegister({ ...valid, phone }).phone).toBeUndefined();
    },
  );

  it.each(['9912345678', '7912345678', '981234567', '98123456789', '98-1234567', '+9779812345678', ''])(
    'phone %s is invalid',
    (phone) => {
      expect(validateRegister({ ...valid, phone }).phone).toBe('Invalid phone number');
    },
  );

  it.each(['a@b', 'no-at.example.com', 'two words@x.com', ''])('email %s is invalid', (email) => {
    expect(validateRegister({ ...valid, email }).email).toBe('Invalid email format');
  });

  it('needs five characters of name and six of password, and a matching confirmation', () => {
    expect(validateRegister({ ...valid, name: 'Sita ' }).name).toBe('Proper name is required');
    expect(validateRegister({ ...valid, name: 'Sitaa' }).name).toBeUndefined();
    expect(validateRegister({ ...valid, password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
    expect(validateRegister({ ...valid, confirmPassword: 'secret2' }).confirmPassword).toBe(
      'Passwords do not match',
    );
  });
});

describe('server errors', () => {
  it('register: 400 and 409 show the server message, anything else the generic one', () => {
    const body = { success: false, message: 'Email already registered' };
    expect(registerErrorMessage({ status: 400, data: body })).toBe('Email already registered');
    expect(registerErrorMessage({ status: 409, data: body })).toBe('Email already registered');
    expect(registerErrorMessage({ status: 500, data: body })).toBe(GENERIC_REGISTER_ERROR);
    expect(registerErrorMessage({ status: 'FETCH_ERROR', error: 'offline' })).toBe(GENERIC_REGISTER_ERROR);
  });

  it('login shows the server message', () => {
    expect(
      loginErrorMessage({ status: 401, data: { success: false, message: 'Invalid email or password' } }),
    ).toBe('Invalid email or password');
    expect(loginErrorMessage({ status: 'FETCH_ERROR' })).toMatch(/went wrong/);
  });
});

describe('after login', () => {
  it('sends admins to the admin dashboard and others back or home', () => {
    expect(pathAfterLogin(1, '/Cart')).toBe('/dashboard/admin/dashboard');
    expect(pathAfterLogin(0, '/Cart')).toBe('/Cart');
    expect(pathAfterLogin(0, null)).toBe('/');
  });

  it('only returns to paths of this site', () => {
    expect(safeReturnPath('/dashboard/user/orders?page=2')).toBe('/dashboard/user/orders?page=2');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/Login')).toBeNull();
    expect(safeReturnPath('/forgot-password')).toBeNull();
    expect(safeReturnPath('/reset-password?token=abc')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });

  // The browser drops tabs and line breaks from a URL: '/\t/evil.example' is '//evil.example' to it.
  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/ /evil.example',
    '/\u0000x',
    '/\u007f/x',
    '/Cart\u001f',
  ])('refuses %j, which holds a control character, a space or DEL', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });

  it('keeps a path that resolves to the shop’s own origin, and only such a path', () => {
    expect(safeReturnPath('/Cart?x=1#top', 'https://shop.example')).toBe('/Cart?x=1#top');
    expect(safeReturnPath('/%2F/evil.example', 'https://shop.example')).toBe('/%2F/evil.example');
    expect(safeReturnPath('/SingleProducts/abc', 'http://localhost:4200')).toBe('/SingleProducts/abc');
  });
});

describe('the password reset forms', () => {
  it('need the register page’s password rules and a matching confirmation', () => {
    expect(validateNewPassword({ password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
    expect(validateNewPassword({ password: '12345', confirmPassword: '1234' })).toEqual({
      password: 'Password must be at least 6 characters long',
      confirmPassword: 'Passwords do not match',
    });
    expect(validateNewPassword({ password: 'p'.repeat(201), confirmPassword: 'p'.repeat(201) })).toEqual({
      password: 'Password must be at most 200 characters long',
    });
  });

  it('need an e-mail as register takes it', () => {
    expect(forgotPasswordEmailError('sita@pashmina.test')).toBeUndefined();
    expect(forgotPasswordEmailError('sita@')).toBe('Invalid email format');
    expect(forgotPasswordEmailError('')).toBe('Invalid email format');
  });
});
