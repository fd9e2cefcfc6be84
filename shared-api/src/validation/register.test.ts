import { firstMessages, fieldMessages } from '../test/issues';
import { registerSchema } from './auth';

const customer = {
  role: 'customer',
  firstName: 'Jane',
  lastName: '',
  email: 'jane@example.com',
  phone: '',
  password: 'Secret12',
  confirmPassword: 'Secret12',
};
const manager = {
  ...customer,
  role: 'store_manager',
  storeName: 'Corner Shop',
  storeAddress: '12 Market Street, Springfield',
};

test('a complete customer or store manager registration is valid; last name and phone optional', () => {
  expect(firstMessages(registerSchema, customer)).toEqual({});
  expect(firstMessages(registerSchema, manager)).toEqual({});
  const parsed = registerSchema.parse({ ...customer, email: ' Jane@Example.COM ' });
  expect(parsed).toMatchObject({ lastName: null, phone: null, email: 'jane@example.com' });
});

test('the required messages of the form', () => {
  expect(firstMessages(registerSchema, {})).toEqual({
    role: 'Please select an account type',
    firstName: 'First name is required',
    email: 'Email is required',
    password: 'Password is required',
    confirmPassword: 'Please confirm your password',
  });
  expect(
    firstMessages(registerSchema, {
      ...customer,
      firstName: '  ',
      email: '',
      password: '',
      confirmPassword: '',
    }),
  ).toEqual({
    firstName: 'First name is required',
    email: 'Email is required',
    password: 'Password is required',
    confirmPassword: 'Please confirm your password',
  });
  expect(firstMessages(registerSchema, { ...customer, role: '' }).role).toBe(
    'Please select an account type',
  );
});

test('role must be one of the three', () => {
  expect(firstMessages(registerSchema, { ...customer, role: 'superuser' })).toEqual({
    role: 'Role must be one of: admin, store_manager, customer',
  });
});

test('first name is 2 to 100 characters after trimming', () => {
  const message = 'First name must be between 2 and 100 characters';
  expect(firstMessages(registerSchema, { ...customer, firstName: ' J ' })).toEqual({
    firstName: message,
  });
  expect(firstMessages(registerSchema, { ...customer, firstName: 'x'.repeat(101) })).toEqual({
    firstName: message,
  });
  expect(firstMessages(registerSchema, { ...customer, firstName: 'x'.repeat(100) })).toEqual({});
});

test('email must look like an address', () => {
  for (const email of ['jane', 'jane@example', 'jane @example.com', '@example.com']) {
    expect(firstMessages(registerSchema, { ...customer, email })).toEqual({
      email: 'Please provide a valid email address',
    });
  }
});

test('password: 6+ characters with a lowercase letter, an uppercase letter and a digit', () => {
  const rule =
    'Password must contain at least one lowercase letter, one uppercase letter, and one number';
  for (const password of ['secret12', 'SECRET12', 'Secretxx']) {
    expect(
      fieldMessages(registerSchema, { ...customer, password, confirmPassword: password }),
    ).toEqual({ password: [rule] });
  }
  expect(
    firstMessages(registerSchema, { ...customer, password: 'Ab1', confirmPassword: 'Ab1' }),
  ).toEqual({
    password: 'Password must be at least 6 characters',
  });
});

test('confirm password must match: "Passwords do not match"', () => {
  expect(firstMessages(registerSchema, { ...customer, confirmPassword: 'Secret13' })).toEqual({
    confirmPassword: 'Passwords do not match',
  });
});

test('phone: optional; 7 to 15 digits after stripping spaces, hyphens and parentheses', () => {
  const message = 'Please provide a valid phone number';
  for (const phone of ['+1 (555) 123-4567', '5551234', '+441234567890']) {
    expect(firstMessages(registerSchema, { ...customer, phone })).toEqual({});
  }
  for (const phone of ['0123456789', '555123', '1234567890123456', '555-CALL-NOW', '++15551234']) {
    expect(firstMessages(registerSchema, { ...customer, phone })).toEqual({ phone: message });
  }
});

test('address: at most 500 characters', () => {
  expect(firstMessages(registerSchema, { ...customer, address: 'a'.repeat(501) })).toEqual({
    address: 'Address must be less than 500 characters',
  });
  expect(firstMessages(registerSchema, { ...customer, address: 'a'.repeat(500) })).toEqual({});
});

test('store manager: store name and address are required', () => {
  expect(
    firstMessages(registerSchema, { ...manager, storeName: '', storeAddress: undefined }),
  ).toEqual({
    storeName: 'Store name is required',
    storeAddress: 'Store address is required',
  });
});

test('store manager: store name 2 to 100, store address 10 to 500 characters', () => {
  expect(
    firstMessages(registerSchema, { ...manager, storeName: 'A', storeAddress: 'Main St' }),
  ).toEqual({
    storeName: 'Store name must be between 2 and 100 characters',
    storeAddress: 'Store address must be between 10 and 500 characters',
  });
  expect(
    firstMessages(registerSchema, {
      ...manager,
      storeName: 'x'.repeat(101),
      storeAddress: 'x'.repeat(501),
    }),
  ).toEqual({
    storeName: 'Store name must be between 2 and 100 characters',
    storeAddress: 'Store address must be between 10 and 500 characters',
  });
});

test('store fields are not asked of customers and admins', () => {
  expect(firstMessages(registerSchema, { ...customer, storeName: '', storeAddress: '' })).toEqual(
    {},
  );
  expect(firstMessages(registerSchema, { ...customer, role: 'admin' })).toEqual({});
});
