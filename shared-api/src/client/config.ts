export interface ApiConfig {
  /** Where the API lives: '/api' (same origin, the default) or an absolute URL. */
  baseUrl: string;
  /** Per-attempt timeout in milliseconds (spec section 9: 15 s). */
  timeout: number;
  /** Called once when the session cannot be renewed; the session is already cleared. */
  onSessionExpired: () => void;
}

function redirectToLogin(): void {
  if (typeof window === 'undefined') return;
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

const DEFAULTS: ApiConfig = {
  baseUrl: '/api',
  timeout: 15_000,
  onSessionExpired: redirectToLogin,
};

let current: ApiConfig = { ...DEFAULTS };

/** Set once by the shell at start-up; remotes share the same module, so they see it too. */
export function configureApi(options: Partial<ApiConfig>): void {
  current = { ...current, ...options };
}

/** Back to the defaults (tests). */
export function resetApiConfig(): void {
  current = { ...DEFAULTS };
}

export function getApiConfig(): Readonly<ApiConfig> {
  return current;
}
