/**
 * Single sign-on's texts on the login page and its return page (/login/sso). `{{provider}}` is the
 * provider's name the server gives (OIDC_NAME). The failures are keyed by the server's error codes.
 */
export const ssoEn = {
  signIn: 'Sign in with {{provider}}',
  or: 'or',
  emergency: 'Emergency admin login',
  emergencyHint: 'Only the administrator account set up with the server can log in with a password.',
  signingIn: 'Signing you in…',
  failure: {
    'auth.oidc_not_allowed':
      'Your account at {{provider}} is not in a group allowed to use Canopy. Ask your administrator.',
    'auth.oidc_email_unverified':
      '{{provider}} has not confirmed your email address, so it cannot be linked to your Canopy account. Confirm it at {{provider}} or ask your administrator.',
    'auth.oidc_state_invalid':
      'This sign-in was started in another window or took too long. Please sign in again.',
    'auth.oidc_failed':
      'Signing in with {{provider}} did not work. Please try again or ask your administrator.',
    'auth.oidc_handoff_invalid': 'This sign-in has expired or was already used. Please sign in again.',
    'auth.oidc_disabled': 'Single sign-on is not turned on for this Canopy. Log in with your password.',
  },
};
