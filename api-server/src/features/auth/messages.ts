/** Texts the auth routes answer with; the spec's own texts are used verbatim where it has one. */
export const AUTH_MESSAGES = {
  initialized: 'System initialized successfully! Welcome, Admin!',
  alreadyInitialized: 'System is already initialized',
  notInitialized: 'The store is not set up yet. Please come back once it is open.',
  emailTaken: 'An account with this email already exists',
  registered: 'Registration successful!',
  registrationSubmitted:
    'Registration submitted! Your request has been sent to an administrator for approval.',
  loggedIn: 'Login successful! Welcome back!',
  invalidCredentials: 'Invalid email or password',
  pendingApproval: 'Your account is pending approval by an administrator.',
  rejected: 'Your registration request was rejected.',
  loggedOut: 'Logged out successfully!',
  tokenRefreshed: 'Session refreshed',
  profileUpdated: 'Profile updated successfully!',
  passwordChanged: 'Password changed successfully!',
  currentPasswordWrong: 'Current password is incorrect',
  resetSent: 'If an account exists for this email, a password reset link has been sent.',
  resetInvalid: 'Reset link is invalid or has expired',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
} as const;
