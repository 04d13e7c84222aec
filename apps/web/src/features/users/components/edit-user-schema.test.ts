import { describe, expect, it } from 'vitest';
import { editUserFormSchema, toUpdateBody } from './edit-user-schema';
import { userFactory } from '../testing/user-factory';

const me = userFactory();
const unchanged = { email: me.email, role: me.role, password: '', currentPassword: '' };

describe('inline user edit', () => {
  it('requires the current password when admins change their own email or password', () => {
    const schema = editUserFormSchema(me, true);
    const result = schema.safeParse({ ...unchanged, password: 'a new long password' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['currentPassword'], message: 'validation.currentPasswordRequired' }),
    ]);
    expect(schema.safeParse({ ...unchanged, email: 'new@example.com' }).success).toBe(false);
    expect(schema.safeParse(unchanged).success).toBe(true);
  });

  it("does not ask for a current password when editing someone else's account", () => {
    const schema = editUserFormSchema(me, false);
    expect(schema.safeParse({ ...unchanged, password: 'a new long password' }).success).toBe(true);
  });

  it('sends only what changed, with the current password for own sensitive changes', () => {
    const values = { ...unchanged, email: 'new@example.com', currentPassword: 'old secret' };
    expect(toUpdateBody(me, true, values)).toEqual({
      email: 'new@example.com',
      currentPassword: 'old secret',
    });
    expect(toUpdateBody(me, false, { ...unchanged, role: 'user' })).toEqual({ role: 'user' });
    expect(toUpdateBody(me, false, unchanged)).toEqual({});
  });

  it('never sends a role change for the own account', () => {
    expect(toUpdateBody(me, true, { ...unchanged, role: 'user' })).toEqual({});
  });

  it('keeps an empty new password as "unchanged" but rejects a short one', () => {
    const schema = editUserFormSchema(me, false);
    expect(schema.safeParse(unchanged).success).toBe(true);
    expect(schema.safeParse({ ...unchanged, password: 'short' }).success).toBe(false);
  });
});
