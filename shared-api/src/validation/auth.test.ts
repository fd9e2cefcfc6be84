import { firstMessages } from '../test/issues';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  initializeSchema,
  loginSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  reviewRequestSchema,
  storeManagerRequestSchema,
} from './auth';

const strong = { password: 'Secret12', confirmPassword: 'Secret12' };

describe('login', () => {
  test('email and password are required', () => {
    expect(firstMessages(loginSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(firstMessages(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  test('email pattern and a 6 character password minimum', () => {
    expect(firstMessages(loginSchema, { email: 'jane@', password: '12345' })).toEqual({
      email: 'Please provide a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  test('a valid login; remember me defaults to off', () => {
    expect(loginSchema.parse({ email: 'jane@example.com', password: 'whatever' })).toEqual({
      email: 'jane@example.com',
      password: 'whatever',
      rememberMe: false,
    });
  });
});

describe('system initialization', () => {
  const admin = { name: 'Store Admin', email: 'admin@example.com', ...strong };

  test('name, email, password and confirmation are required', () => {
    expect(firstMessages(initializeSchema, {})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  test('the shared rules apply: name length, email, password strength, match', () => {
    expect(firstMessages(initializeSchema, { ...admin, name: 'A', email: 'admin' })).toEqual({
      name: 'Name must be between 2 and 100 characters',
      email: 'Please provide a valid email address',
    });
    expect(firstMessages(initializeSchema, { ...admin, confirmPassword: 'Secret13' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      firstMessages(initializeSchema, {
        ...admin,
        password: 'password',
        confirmPassword: 'password',
      }),
    ).toEqual({
      password:
        'Password must contain at least one lowercase letter, one uppercase letter, and one number',
    });
  });

  test('the role is always admin', () => {
    expect(initializeSchema.parse(admin).role).toBe('admin');
    expect(initializeSchema.safeParse({ ...admin, role: 'customer' }).success).toBe(false);
  });
});

describe('forgot and reset password', () => {
  test('forgot password: email is required and must be valid', () => {
    expect(firstMessages(forgotPasswordSchema, {})).toEqual({ email: 'Email is required' });
    expect(firstMessages(forgotPasswordSchema, { email: 'nope' })).toEqual({
      email: 'Please provide a valid email address',
    });
  });

  test('reset password: a token, a strong password and its confirmation', () => {
    expect(
      firstMessages(resetPasswordSchema, { token: '', password: '', confirmPassword: '' }),
    ).toEqual({
      token: 'Reset link is invalid or has expired',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      firstMessages(resetPasswordSchema, {
        token: 't',
        password: 'Secret12',
        confirmPassword: 'x',
      }),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(firstMessages(resetPasswordSchema, { token: 't', ...strong })).toEqual({});
  });
});

describe('profile and password change', () => {
  test('profile: name required and 2 to 100, phone and address rules', () => {
    expect(firstMessages(profileUpdateSchema, { name: '' })).toEqual({ name: 'Name is required' });
    expect(
      firstMessages(profileUpdateSchema, { name: 'J', phone: '0800', address: 'a'.repeat(501) }),
    ).toEqual({
      name: 'Name must be between 2 and 100 characters',
      phone: 'Please provide a valid phone number',
      address: 'Address must be less than 500 characters',
    });
    expect(profileUpdateSchema.parse({ name: ' Jane Doe ', phone: '', address: '' })).toEqual({
      name: 'Jane Doe',
      phone: null,
      address: null,
    });
  });

  test('change password: current password required, new one strong and confirmed', () => {
    expect(firstMessages(changePasswordSchema, {})).toEqual({
      currentPassword: 'Current password is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      firstMessages(changePasswordSchema, {
        currentPassword: 'Old1pass',
        ...strong,
        confirmPassword: 'Secret1',
      }),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});

describe('store manager request', () => {
  test('reason is required and at least 10 characters', () => {
    expect(firstMessages(storeManagerRequestSchema, {})).toEqual({ reason: 'Reason is required' });
    expect(firstMessages(storeManagerRequestSchema, { reason: '   ' })).toEqual({
      reason: 'Reason is required',
    });
    expect(firstMessages(storeManagerRequestSchema, { reason: 'Too short' })).toEqual({
      reason: 'Reason must be at least 10 characters',
    });
    expect(firstMessages(storeManagerRequestSchema, { reason: 'x'.repeat(1001) })).toEqual({
      reason: 'Reason must be less than 1000 characters',
    });
    expect(
      firstMessages(storeManagerRequestSchema, { reason: 'I run a bakery downtown.' }),
    ).toEqual({});
  });

  test('an admin review is approve or reject with an optional reason', () => {
    expect(firstMessages(reviewRequestSchema, { action: 'maybe' })).toEqual({
      action: 'Action must be approve or reject',
    });
    expect(firstMessages(reviewRequestSchema, { action: 'reject', reason: 'Incomplete' })).toEqual(
      {},
    );
  });
});
