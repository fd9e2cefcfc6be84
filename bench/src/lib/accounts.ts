const PASSWORD = 'BenchPass1';

interface Envelope {
  success: boolean;
  message?: string;
  data: Record<string, unknown>;
}

async function post(
  base: string,
  path: string,
  body: unknown,
  token?: string,
  method = 'POST',
): Promise<Envelope> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${json.message}`);
  return json;
}

export interface Account {
  email: string;
  password: string;
}

export interface Accounts {
  admin: Account;
  customer: Account;
  manager: Account;
}

/** The three roles on a fresh store: the first admin, a customer, an approved store manager. */
export async function createAccounts(base: string): Promise<Accounts> {
  const admin = { email: 'admin@bench.test', password: PASSWORD };
  const init = await post(base, '/auth/initialize', {
    name: 'Bench Admin',
    ...admin,
    confirmPassword: PASSWORD,
    role: 'admin',
  });
  const adminToken = init.data.token as string;

  const person = (role: string, firstName: string, email: string, extra: object = {}) => ({
    role,
    firstName,
    lastName: 'Bench',
    name: `${firstName} Bench`,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...extra,
  });
  const customer = { email: 'customer@bench.test', password: PASSWORD };
  await post(base, '/auth/register', person('customer', 'Casey', customer.email));

  const manager = { email: 'manager@bench.test', password: PASSWORD };
  const held = await post(
    base,
    '/auth/register',
    person('store_manager', 'Morgan', manager.email, {
      storeName: 'Bench Market',
      storeAddress: '1 Benchmark Road, Springfield',
    }),
  );
  const requestId = (held.data.request as { id: string }).id;
  await post(
    base,
    `/auth/store-manager-requests/${requestId}`,
    { action: 'approve' },
    adminToken,
    'PUT',
  );
  return { admin, customer, manager };
}

export const loginBody = (account: Account) =>
  JSON.stringify({ email: account.email, password: account.password });

/** `count` more customers, registered one after another (login load rotates over them). */
export async function createCustomers(base: string, count: number): Promise<Account[]> {
  const customers: Account[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `login${i}@bench.test`;
    await post(base, '/auth/register', {
      role: 'customer',
      firstName: 'Login',
      lastName: `Bench${i}`,
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    customers.push({ email, password: PASSWORD });
  }
  return customers;
}
