import { afterAll, beforeAll } from 'vitest';
import { OIDC_CLIENT, OIDC_REDIRECT_URI } from './oidc-fixtures.ts';
import { startTestOidcProvider, type TestOidcAccount, type TestOidcProvider } from './oidc-test-provider.ts';

/**
 * The describe's test provider for our client with these people, started before its first test and
 * closed after its last. The object returned is filled when it starts, as signedInSuite fills its people,
 * so the tests name it as they named their own `let`. (Not in oidc-fixtures.ts: the browser journey
 * imports that file outside vitest.)
 */
export function oidcProviderSuite(accounts: Record<string, TestOidcAccount>): TestOidcProvider {
  const idp = {} as TestOidcProvider;
  beforeAll(async () => {
    Object.assign(
      idp,
      await startTestOidcProvider({ ...OIDC_CLIENT, redirectUris: [OIDC_REDIRECT_URI], accounts }),
    );
  });
  afterAll(async () => idp.close());
  return idp;
}
