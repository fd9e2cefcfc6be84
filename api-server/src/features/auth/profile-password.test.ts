import {
  body,
  get,
  login,
  PASSWORD,
  post,
  put,
  registerCustomer,
  uniqueEmail,
} from '../../test/accounts';
import { drivers, useTestApp } from '../../test/app';

describe.each(drivers)('profile and password change (%s)', (driver) => {
  const t = useTestApp(driver);

  it('needs a valid access token', async () => {
    const none = await get(t.app, '/api/auth/profile');
    expect(none.statusCode).toBe(401);
    expect(body(none)).toEqual({ success: false, message: 'Authentication required' });
    const forged = await get(t.app, '/api/auth/profile', 'eyJhbGciOiJIUzI1NiJ9.e30.AAAA');
    expect(forged.statusCode).toBe(401);
    expect(body(forged).message).toBe('Your session has expired. Please log in again.');
    expect((await put(t.app, '/api/auth/profile', { name: 'New Name' })).statusCode).toBe(401);
    expect((await put(t.app, '/api/auth/change-password', {})).statusCode).toBe(401);
  });

  it('updates name, phone and address but never the email', async () => {
    const session = await registerCustomer(t.app);
    const response = await put(
      t.app,
      '/api/auth/profile',
      {
        name: '  Carla   Maria Lopez ',
        phone: '+34 600 123 456',
        address: '5 Calle Mayor, Madrid',
        email: 'hijack@example.com',
      },
      session.token,
    );
    expect(response.statusCode).toBe(200);
    const result = body<{ user: Record<string, unknown> }>(response);
    expect(result.message).toBe('Profile updated successfully!');
    expect(result.data.user).toMatchObject({
      firstName: 'Carla',
      lastName: 'Maria Lopez',
      name: 'Carla Maria Lopez',
      phone: '+34 600 123 456',
      address: '5 Calle Mayor, Madrid',
      email: session.user.email,
    });
    const again = await get(t.app, '/api/auth/profile', session.token);
    expect(body(again).data).toEqual(result.data);
    const cleared = await put(
      t.app,
      '/api/auth/profile',
      { name: 'Carla', phone: '', address: '' },
      session.token,
    );
    expect(body<{ user: Record<string, unknown> }>(cleared).data.user).toMatchObject({
      name: 'Carla',
      lastName: null,
      phone: null,
      address: null,
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'Z' }, 'name', 'Name must be between 2 and 100 characters'],
    [{ name: 'Zoe', phone: 'abc' }, 'phone', 'Please provide a valid phone number'],
    [
      { name: 'Zoe', address: 'x'.repeat(501) },
      'address',
      'Address must be less than 500 characters',
    ],
  ])('refuses profile %j with "%s: %s"', async (payload, field, message) => {
    const session = await registerCustomer(t.app);
    const response = await put(t.app, '/api/auth/profile', payload, session.token);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ message, errors: [{ field, message }] });
  });

  it('refuses a wrong current password with a field error', async () => {
    const session = await registerCustomer(t.app);
    const response = await put(
      t.app,
      '/api/auth/change-password',
      {
        currentPassword: 'Wrong1234',
        password: 'Newpass123',
        confirmPassword: 'Newpass123',
      },
      session.token,
    );
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      success: false,
      message: 'Current password is incorrect',
      errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'Current password is required'],
    [
      { password: 'weakpass', confirmPassword: 'weakpass' },
      'password',
      'Password must contain at least one lowercase letter, one uppercase letter, and one number',
    ],
    [{ confirmPassword: 'Mismatch123' }, 'confirmPassword', 'Passwords do not match'],
  ])('refuses change %j with "%s: %s"', async (change, field, message) => {
    const session = await registerCustomer(t.app);
    const response = await put(
      t.app,
      '/api/auth/change-password',
      {
        currentPassword: PASSWORD,
        password: 'Newpass123',
        confirmPassword: 'Newpass123',
        ...change,
      },
      session.token,
    );
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toContainEqual({ field, message });
  });

  it('changes the password and signs out the other sessions only', async () => {
    const email = uniqueEmail();
    const here = await registerCustomer(t.app, { email });
    const elsewhere = body<{ refreshToken: string }>(await login(t.app, email)).data;
    const response = await put(
      t.app,
      '/api/auth/change-password',
      {
        currentPassword: PASSWORD,
        password: 'Newpass123',
        confirmPassword: 'Newpass123',
      },
      here.token,
    );
    expect(response.statusCode).toBe(200);
    expect(body(response).message).toBe('Password changed successfully!');
    expect((await login(t.app, email)).statusCode).toBe(401);
    expect((await login(t.app, email, 'Newpass123')).statusCode).toBe(200);
    expect(
      (await post(t.app, '/api/auth/refresh', { refreshToken: elsewhere.refreshToken })).statusCode,
    ).toBe(401);
    expect(
      (await post(t.app, '/api/auth/refresh', { refreshToken: here.refreshToken })).statusCode,
    ).toBe(200);
  });
});
