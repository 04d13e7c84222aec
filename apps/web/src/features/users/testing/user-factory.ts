import type { ListedUser, User } from '@canopy/shared/schemas/users';

/** The admin as the API sends a user; override what a test is about. */
export function userFactory(overrides: Partial<User> = {}): User {
  return {
    _id: 'u-admin',
    shortId: 'A1',
    email: 'admin@example.com',
    role: 'admin',
    createdAt: '2024-03-05T14:07:00.000Z',
    updatedAt: '2024-03-05T14:07:00.000Z',
    ...overrides,
  };
}

/** A user as the users list sends it: the admin with two-factor off unless told. */
export function listedUserFactory(overrides: Partial<ListedUser> = {}): ListedUser {
  return { ...userFactory(), mfaEnabled: false, ...overrides };
}

/** A grower (role user) as the users list sends one, two-factor off unless told. */
export function listedGrowerFactory(overrides: Partial<ListedUser> = {}): ListedUser {
  return listedUserFactory({
    _id: 'u-grower',
    shortId: 'G7',
    email: 'grower@example.com',
    role: 'user',
    ...overrides,
  });
}
